import type { Pdu, Session } from 'smpp';
import { COMMAND_STATUS, isTransientStatus } from './commandStatus';
import { type RetryDelay, retryDelayMs } from './retryDelay';
import { SmsSendError } from './smsSendError';

/**
 * What an SMS's segments wait for before the first of them is submitted: `closed` until the
 * window has room and a session for it, then `claiming` while `claim` runs (its room kept), then
 * `open` (submitted as room allows) or `refused` (failed, nothing submitted).
 */
export interface SubmitGate {
  /** Where it stands. */
  state: 'closed' | 'claiming' | 'open' | 'refused';
  /** Asked once, when the SMS's first segment could be submitted at once: true to submit it. */
  readonly claim: () => Promise<boolean>;
}

/** One segment waiting for the SMSC's acceptance. */
export interface PendingSegment {
  /** The submit_sm fields. */
  readonly fields: Readonly<Record<string, unknown>>;
  /** Epoch milliseconds after which it must not be submitted. */
  readonly validUntilMs: number | undefined;
  /** Answers so far that said "later". */
  attempts: number;
  /** Its SMS's gate, shared by all its segments; none: submitted as room allows. */
  readonly gate?: SubmitGate;
  /** True once its SMS failed: it is dropped instead of submitted. */
  abandoned(): boolean;
  /** It was written to a session: from now on the SMSC may have it. */
  submitted(): void;
  /** The SMSC accepted it under `messageId`. */
  accept(messageId: string): void;
  /** It failed for good. */
  fail(error: SmsSendError): void;
}

/** Options of a submit window. */
export interface SubmitWindowOptions {
  window: number;
  responseTimeoutMs: number;
  retryDelay: RetryDelay;
  maxAttempts: number;
}

/**
 * The outstanding submit_sm of a sender: at most `window` unanswered at once, a throttled one
 * put back first in line and every submit paused for the backoff, the unanswered ones put back
 * when the session is lost (at least once: the SMSC may have taken them before the loss). An
 * SMS with a gate is claimed only when its first segment could be written at once (bound, with
 * room, which the claim keeps while it runs), so that a claim means the submit follows.
 */
export class SubmitWindow {
  private readonly waiting: PendingSegment[] = [];
  /** Each submitted, unanswered segment and the deadline of its answer. */
  private readonly outstanding = new Map<PendingSegment, NodeJS.Timeout>();
  private session: Session | undefined;
  /** Gates whose claim runs: each holds a slot of the window. */
  private claiming = 0;
  private pausedUntil = 0;
  private resume: NodeJS.Timeout | undefined;

  constructor(private readonly options: SubmitWindowOptions) {}

  /** Queues segments and submits what the window allows. */
  add(segments: readonly PendingSegment[]): void {
    this.waiting.push(...segments);
    this.pump();
  }

  /** A session is bound: submit on it. */
  attach(session: Session): void {
    this.session = session;
    this.pump();
  }

  /** The session is gone: put every unanswered segment back, first in line, in its order. */
  detach(): void {
    this.session = undefined;
    this.waiting.unshift(...this.forgetOutstanding());
  }

  /** Fails every segment, waiting or outstanding, with `error`. */
  failAll(error: SmsSendError): void {
    clearTimeout(this.resume);
    for (const segment of [...this.forgetOutstanding(), ...this.waiting.splice(0)]) segment.fail(error);
  }

  private forgetOutstanding(): PendingSegment[] {
    for (const deadline of this.outstanding.values()) clearTimeout(deadline);
    const segments = [...this.outstanding.keys()];
    this.outstanding.clear();
    return segments;
  }

  private pump(): void {
    const session = this.session;
    const pause = this.pausedUntil - Date.now();
    if (pause > 0) {
      clearTimeout(this.resume);
      this.resume = setTimeout(() => this.pump(), pause);
      return;
    }
    if (session === undefined) return;
    for (let at = 0; at < this.waiting.length && this.outstanding.size + this.claiming < this.options.window; ) {
      const segment = this.waiting[at] as PendingSegment;
      const { gate } = segment;
      if (segment.abandoned()) this.waiting.splice(at, 1);
      else if (segment.validUntilMs !== undefined && segment.validUntilMs <= Date.now()) {
        this.waiting.splice(at, 1);
        segment.fail(new SmsSendError('EXPIRED'));
      } else if (gate !== undefined && gate.state !== 'open') {
        if (gate.state === 'closed') this.claim(gate);
        at += 1; // its segments wait for the claim; the ones behind them go on
      } else {
        this.waiting.splice(at, 1);
        this.submit(session, segment);
      }
    }
  }

  /** Runs `gate`'s claim, its slot kept meanwhile: the SMS's segments are submitted once it says yes, failed (nothing sent) when it says no. */
  private claim(gate: SubmitGate): void {
    gate.state = 'claiming';
    this.claiming += 1;
    const settle = (claimed: boolean): void => {
      this.claiming -= 1;
      gate.state = claimed ? 'open' : 'refused';
      if (!claimed) for (const segment of this.waiting) if (segment.gate === gate) segment.fail(new SmsSendError('ABORTED', undefined, true));
      this.pump();
    };
    gate.claim().then(settle, () => settle(false));
  }

  private submit(session: Session, segment: PendingSegment): void {
    segment.submitted();
    this.outstanding.set(segment, setTimeout(() => session.destroy(), this.options.responseTimeoutMs));
    const sent = session.submit_sm({ ...segment.fields }, (answer) => {
      if (this.session !== session || !this.outstanding.has(segment)) return;
      clearTimeout(this.outstanding.get(segment));
      this.outstanding.delete(segment);
      this.answer(segment, answer);
      this.pump();
    });
    if (!sent) session.destroy();
  }

  private answer(segment: PendingSegment, answer: Pdu): void {
    const status = answer.command_status;
    if (status === COMMAND_STATUS.ok) return segment.accept(String(answer['message_id'] ?? ''));
    if (!isTransientStatus(status)) return segment.fail(new SmsSendError('REFUSED', status));
    segment.attempts += 1;
    if (segment.attempts >= this.options.maxAttempts) return segment.fail(new SmsSendError('THROTTLED', status));
    this.waiting.unshift(segment);
    const delay = retryDelayMs(this.options.retryDelay, segment.attempts);
    this.pausedUntil = Math.max(this.pausedUntil, Date.now() + delay);
  }
}
