import { describe, expect, it } from 'vitest';
import { _retryPolicy } from './retryPolicy';
import { _sendWithRetries, type _Attempts } from './sendWithRetries';

/** Attempts that answer `answers` in turn (a thrown error for an Error), recording each wait. */
function scripted(answers: readonly (Response | Error)[], maxAttempts = 3): _Attempts & { readonly sent: () => number; readonly waits: number[] } {
  let sent = 0;
  const waits: number[] = [];
  return {
    policy: _retryPolicy({ maxAttempts }),
    send: async () => {
      const answer = answers[sent++];
      if (answer instanceof Error) throw answer;
      return answer ?? new Response(null, { status: 500 });
    },
    retryable: async (response) => response.status === 429 || response.status === 503,
    sleep: async (seconds) => void waits.push(seconds),
    random: () => 0,
    signal: undefined,
    timeoutMs: 1000,
    sent: () => sent,
    waits,
  };
}
const status = (code: number, headers: Record<string, string> = {}): Response => new Response('{}', { status: code, headers });

describe('_sendWithRetries', () => {
  it('should send again after 429 and 503, waiting what Retry-After asks, until an answer is final', async () => {
    const attempts = scripted([status(429, { 'retry-after': '2' }), status(503, { 'retry-after': '1' }), status(202)]);
    const answered = await _sendWithRetries(attempts);
    expect([answered.response.status, answered.attempts, attempts.waits]).toEqual([202, 3, [2, 1]]);
  });

  it('should stop at maxAttempts and give the last answer', async () => {
    const attempts = scripted([status(503), status(503), status(503)], 2);
    const answered = await _sendWithRetries(attempts);
    expect([answered.response.status, answered.attempts, attempts.sent()]).toEqual([503, 2, 2]);
  });

  it('should send again after a network fault, and throw the last one once every attempt failed so', async () => {
    const fault = new TypeError('fetch failed');
    expect((await _sendWithRetries(scripted([fault, status(200)]))).attempts).toBe(2);
    const failing = scripted([fault, fault, fault]);
    await expect(_sendWithRetries(failing)).rejects.toBe(fault);
    expect(failing.sent()).toBe(3);
  });

  it('should not send again after an abort or another error, nor after a final answer', async () => {
    const aborted = scripted([new DOMException('aborted', 'AbortError'), status(200)]);
    await expect(_sendWithRetries(aborted)).rejects.toThrow('aborted');
    const refused = scripted([status(400), status(200)]);
    expect((await _sendWithRetries(refused)).response.status).toBe(400);
    expect([aborted.sent(), refused.sent()]).toEqual([1, 1]);
  });

  it('should abandon an attempt past timeoutMs and send again, as after a network fault', async () => {
    let sent = 0;
    const attempts: _Attempts = {
      policy: _retryPolicy({ maxAttempts: 2 }),
      send: (signal) => (sent++ === 0 ? new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason))) : Promise.resolve(status(202))),
      retryable: async () => false,
      sleep: async () => undefined,
      random: () => 0,
      signal: undefined,
      timeoutMs: 20,
    };
    const answered = await _sendWithRetries(attempts);
    expect([answered.response.status, answered.attempts]).toEqual([202, 2]);
  });

  it('should give the answer at once when Retry-After asks for longer than the bound', async () => {
    const attempts = scripted([status(429, { 'retry-after': '31' }), status(202)]);
    const answered = await _sendWithRetries(attempts);
    expect([answered.response.status, answered.attempts, attempts.waits]).toEqual([429, 1, []]);
  });
});
