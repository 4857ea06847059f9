// What the operator scenarios ask of a running server: a send of one message, its cancel, and a
// wait for an answer to change.

/** The answer to a send: its status, the error code (when refused) and the message's id (when accepted). */
export interface SendAnswer {
  readonly status: number;
  readonly code: string | undefined;
  readonly id: string | undefined;
}

/** Sends one message of `organizationId` from `from` to `url` with `key`. */
export async function sendOne(url: string, key: string, organizationId: string, from: string): Promise<SendAnswer> {
  const body = { organizationId, messages: [{ to: '+351 912 345 678', from, contentMessage: { text: 'Hello' } }] };
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` }, body: JSON.stringify(body) });
  const answer = (await response.json()) as { error?: { code?: string } | null; messages?: { id?: string; error?: { code?: string } | null }[] | null };
  const message = answer.messages?.[0];
  return { status: response.status, code: answer.error?.code ?? message?.error?.code ?? undefined, id: message?.id };
}

/** Cancels the message `id` at the server of the send URL `url` with `key`; resolves to the status. */
export async function cancelOne(url: string, key: string, id: string): Promise<number> {
  const response = await fetch(new URL(`/v1.2/rcs/messages/${id}`, url), { method: 'DELETE', headers: { authorization: `Bearer ${key}` } });
  await response.arrayBuffer();
  return response.status;
}

/** Asks `probe` every 20 ms until it holds; resolves to the milliseconds that took, or Infinity past `deadlineMs`. */
export async function heldWithin(probe: () => Promise<boolean>, deadlineMs: number): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < deadlineMs) {
    if (await probe()) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return Number.POSITIVE_INFINITY;
}
