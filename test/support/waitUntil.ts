// Waiting for a condition in a test, bounded, never for a fixed window: a loaded 2-core machine
// is slow, and a test's verdict must not hang on how slow.

/** Milliseconds between two looks at the condition. */
const POLL_MS = 20;

/**
 * Resolves once `condition` holds, looking every 20 ms; past `timeoutMs` it rejects with an
 * error naming `what` was waited for (and what the last look threw, if it threw).
 */
export async function waitUntil(what: string, timeoutMs: number, condition: () => boolean | Promise<boolean>): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let failure: unknown;
  for (;;) {
    try {
      if (await condition()) return;
      failure = undefined;
    } catch (error) {
      failure = error;
    }
    if (Date.now() >= deadline) {
      const cause = failure === undefined ? '' : ` (the last look threw: ${failure instanceof Error ? failure.message : String(failure)})`;
      throw new Error(`waited ${timeoutMs} ms for ${what}${cause}`);
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
