import { webhookSecretProblem } from './webhookSignature';

/** Where an organization's events go. @public */
export interface WebhookEndpoint {
  /** The absolute http(s) URL events are POSTed to. */
  readonly url: string;
  /** The signing secret: `whsec_` and the base64 of 24 to 64 random bytes. */
  readonly secret: string;
}

/**
 * What is wrong with `endpoint`, as `url ...` or `secret ...`, or undefined when nothing is:
 * the URL must be absolute http or https, the secret {@link webhookSecretProblem}'s rule.
 * The message never repeats the secret.
 *
 * @public
 */
export function webhookEndpointProblem(endpoint: WebhookEndpoint): string | undefined {
  let protocol = '';
  try {
    protocol = new URL(endpoint.url).protocol;
  } catch {
    // not an absolute URL
  }
  if (protocol !== 'http:' && protocol !== 'https:') return 'url must be an absolute http or https URL';
  const problem = webhookSecretProblem(endpoint.secret);
  return problem === undefined ? undefined : `secret ${problem}`;
}
