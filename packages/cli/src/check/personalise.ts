import type { FuzzCase } from '../fuzz/fuzzCase';

/** The organization and sender a checked implementation knows, so requests reach validation. */
export interface Identity {
  /** organizationId to put in every request whose broken rule is not about it. */
  organizationId: string | undefined;
  /** The senders to put, in turn, in every message whose broken rule is not about its from. */
  senders: readonly string[];
}

/** True for a plain JSON object. */
function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A copy of `generated` whose organizationId and senders are the checked implementation's
 * own, except where the broken rule is about them (its param, or a size padded through
 * `from`), so that requests pass authorisation and reach validation.
 */
export function personalise(generated: FuzzCase, identity: Identity): FuzzCase {
  const request = generated.request;
  if (!isObject(request)) return generated;
  const param = generated.expect.ok ? undefined : generated.expect.param;
  const copy: Record<string, unknown> = { ...request };
  if (identity.organizationId !== undefined && param !== 'organizationId' && typeof copy['organizationId'] === 'string') {
    copy['organizationId'] = identity.organizationId;
  }
  const messages = copy['messages'];
  if (identity.senders.length > 0 && Array.isArray(messages)) {
    // A message too large may be padded through its from: it keeps its own.
    const keep = (index: number): boolean => param === `messages[${index}].from` || param === `messages[${index}]`;
    copy['messages'] = messages.map((message: unknown, index) =>
      isObject(message) && typeof message['from'] === 'string' && !keep(index) ? { ...message, from: identity.senders[index % identity.senders.length] } : message,
    );
  }
  return { request: copy, expect: generated.expect };
}
