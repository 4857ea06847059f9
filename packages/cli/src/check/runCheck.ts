import type { CheckCase } from './caseSource';
import { environmentProblem } from './environment';
import { failureRecord, type FailureRecord } from './failureRecord';
import { field, judge } from './judge';
import { postRequest } from './postRequest';
import type { RunResult } from './tally';

/** What to send: where, how many, how many at once, and each request (made when asked for). */
export interface RunPlan {
  /** Requests to send. */
  count: number;
  /** Requests in flight at once. */
  concurrency: number;
  /** The request of number `index` and its endpoint, made just before it is sent. */
  caseAt: (index: number) => CheckCase & { url: string; headers: Readonly<Record<string, string>> };
  /** The bearer key (sent, never recorded). */
  apiKey: string | undefined;
  /** Per-request timeout in milliseconds. */
  timeoutMs: number;
}

/** What the run tells as it goes. */
export interface RunEvents {
  /** A disagreement, whole (awaited: the failures file keeps up). */
  disagreement(record: FailureRecord): Promise<void>;
  /** A request that got no answer. */
  noResponse(sent: CheckCase, failure: string): Promise<void>;
  /** After each answer. */
  progress(done: number, disagreements: number): void;
}


/**
 * Sends the plan's requests, `concurrency` at a time, each generated just before it is sent,
 * and judges every answer. Stops early (no new request; those in flight finish) at the first
 * answer that shows a problem of set-up rather than of the implementation.
 */
export async function runCheck(plan: RunPlan, events: RunEvents): Promise<RunResult> {
  const startedAt = performance.now();
  const result: RunResult = { tallies: new Map(), disagreements: 0, done: 0, stopped: undefined, durationMs: 0 };
  let next = 0;
  const worker = async (): Promise<void> => {
    while (result.stopped === undefined && next < plan.count) {
      const sent = plan.caseAt(next++);
      const body = JSON.stringify(sent.request);
      const headers = { 'content-type': 'application/json', ...sent.headers, ...(plan.apiKey === undefined ? {} : { authorization: `Bearer ${plan.apiKey}` }) };
      const sentAt = new Date();
      const outcome = await postRequest(sent.url, body, headers, plan.timeoutMs);
      const tally = result.tallies.get(sent.rule) ?? { sent: 0, agreed: 0, disagreed: 0, failed: 0 };
      result.tallies.set(sent.rule, tally);
      tally.sent++;
      result.done++;
      if ('failure' in outcome) {
        tally.failed++;
        if (outcome.unreachable) result.stopped ??= `Nothing answers at ${sent.url} (${outcome.failure}): start the implementation or fix --url.`;
        else await events.noResponse(sent, outcome.failure);
      } else {
        const messages = field(sent.request, 'messages');
        const judgement = judge(sent.expect, outcome.status, outcome.body, Array.isArray(messages) ? messages.length : undefined);
        const problem = judgement.agrees ? undefined : environmentProblem(sent, outcome.status, outcome.body);
        if (judgement.agrees) tally.agreed++;
        else if (problem !== undefined) result.stopped ??= problem;
        else {
          tally.disagreed++;
          result.disagreements++;
          await events.disagreement(failureRecord(sent, { url: sent.url, sentAt, headers: sent.headers, withKey: plan.apiKey !== undefined, body }, outcome, judgement));
        }
      }
      events.progress(result.done, result.disagreements);
    }
  };
  await Promise.all(Array.from({ length: Math.min(plan.concurrency, plan.count) }, worker));
  result.durationMs = performance.now() - startedAt;
  return result;
}
