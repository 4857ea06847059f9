import type { CheckCase } from './caseSource';
import { errorParam, field, messageIndex } from './judge';
import { MAX_RATE_LIMIT_RETRIES } from './postRequest';

/** The code of an error body, for a sentence: ` ORGANIZATION_NOT_FOUND` or nothing. */
function codeOf(body: unknown): string {
  const code = field(field(body, 'error'), 'code');
  return typeof code === 'string' ? ` ${code}` : '';
}

/** The message index an answer rejected at its `from` (top-level error or per-message outcome), if any. */
function rejectedSender(body: unknown): { index: number; code: string } | undefined {
  const outcomes = field(body, 'messages');
  const errors = [field(body, 'error'), ...(Array.isArray(outcomes) ? outcomes.map((outcome) => field(outcome, 'error')) : [])];
  for (const error of errors) {
    const param = errorParam({ error });
    const index = typeof param === 'string' && /^messages\[\d+\]\.from$/.test(param) ? messageIndex(param) : undefined;
    if (index !== undefined) return { index, code: codeOf({ error }) };
  }
  return undefined;
}

/** True when `sent` holds a message the case expects to be valid (one that may be charged). */
function hasValidMessage(sent: CheckCase): boolean {
  const messages = field(sent.request, 'messages');
  if (!Array.isArray(messages) || messages.length === 0) return false;
  const broken = sent.expect.ok ? undefined : messageIndex(sent.expect.param);
  return sent.expect.ok || (broken !== undefined && messages.length > 1);
}

/**
 * Says, in one sentence, why a disagreeing answer is a problem of set-up rather than of the
 * implementation, or undefined when it is not: the key refused (401), the organization unknown
 * or forbidden (404 at organizationId, 403) for a request that carries one as it should, a 404
 * elsewhere (most likely --url is not the send endpoint), a valid message's sender not
 * configured, the balance spent (402), or still rate limited after waiting (429).
 */
export function environmentProblem(sent: CheckCase & { readonly url: string }, status: number, body: unknown): string | undefined {
  const organizationId = field(sent.request, 'organizationId');
  const aboutOrganization = !sent.expect.ok && sent.expect.param === 'organizationId';
  const code = codeOf(body);
  if (status === 401) return `The API key was refused (401${code}): give the tenant's key with --api-key or $RCS_SEND_API_KEY.`;
  // A 404 not at organizationId (a route not found, a proxy's page) is no verdict on the organization.
  if (status === 404 && typeof organizationId === 'string' && !aboutOrganization && errorParam(body) !== 'organizationId') {
    return `Nothing at ${sent.url} answers as POST /v1.2/rcs/send (404${code}, not at organizationId): fix --url (its path ends /v1.2/rcs/send), or give the tenant's organization with --organization-id.`;
  }
  if ((status === 403 || status === 404) && typeof organizationId === 'string' && !aboutOrganization) {
    const what = status === 404 ? 'is unknown to the implementation' : 'may not be used with this key';
    return `The organization ${organizationId} ${what} (${status}${code}): give the tenant's organization with --organization-id (or organizationId in --config).`;
  }
  if (status === 402 && hasValidMessage(sent)) {
    return `The organization's balance ran out (402${code}): raise it (the reference server: --profile qa) and run again.`;
  }
  if (status === 429) return `Still rate limited (429) after waiting out Retry-After ${MAX_RATE_LIMIT_RETRIES} times: raise the rate limit (the reference server: --profile qa) or lower --concurrency.`;
  const sender = rejectedSender(body);
  const broken = sent.expect.ok ? undefined : messageIndex(sent.expect.param);
  if (sender !== undefined && sender.index !== broken) {
    const from = field(field(field(sent.request, 'messages'), sender.index), 'from');
    return `The sender ${JSON.stringify(from)} is not accepted for this organization (messages[${sender.index}].from${code}): give the tenant's senders with --sender.`;
  }
  return undefined;
}
