import { setMaxListeners } from 'node:events';
import { _revokeMessage, type _Withdrawable } from '../cancel/revokeMessage';
import { isDispatched, type MessageStatePort, type MessageStatus, type QueueEntry, type QueueSource } from '@rcs-send/service';
import type { SmsFallbackOptions } from '../fallback/smsFallbackOptions';
import { _smsFallbackStep } from '../fallback/smsFallbackStep';
import { _dispatchWithFallback } from '../fallback/dispatchWithFallback';
import { dispatchMessage, type DispatchOptions } from './dispatchMessage';
import { _DispatchStopped } from './dispatchStopped';
import { _sleep } from './sleep';

/** Options of {@link startDispatcher}. @public */
export interface DispatcherOptions extends Omit<DispatchOptions, 'signal'> {
  /** Where accepted messages come from. */
  readonly source: QueueSource;
  /** Where outcomes go. */
  readonly states: MessageStatePort;
  /** Messages in flight at once. @defaultValue 32 */
  readonly concurrency?: number;
  /** Receives each message's status once its outcome (SENT, FAILED or EXPIRED) is recorded. */
  readonly onOutcome?: (status: MessageStatus) => void;
  /** Receives faults of the source or the state port (the message stays queued and comes back). */
  readonly onError?: (error: unknown) => void;
  /** Sends a message by SMS instead when its sender's policy says so (not RCS-capable, revoked by the platform's window, failed for good). @defaultValue none: RCS only */
  readonly fallback?: SmsFallbackOptions;
  /** How long {@link Dispatcher.stop} waits for the sends in flight before it lets them go (their messages stay queued for the next start). @defaultValue 10000 */
  readonly stopGraceMs?: number;
}

/** A running dispatcher. @public */
export interface Dispatcher {
  /** Stops reading, gives up what has not begun (retries, SMS not yet claimed: those messages stay queued), lets sends in flight end for at most `stopGraceMs`, and closes the source. */
  stop(): Promise<void>;
}

/**
 * Starts the worker loop: reads accepted messages from `source`, `concurrency` at a time,
 * skips those the dispatcher is done with (a state past ACCEPTED; for a message handed over
 * again under a later window's `platformMessageId`, a state past SENT), delivers the others with
 * {@link dispatchMessage}, records each outcome, then acknowledges the entry. An entry is
 * acknowledged only after its state is durable, so a crash at any point loses nothing. A
 * first handover is marked in flight with `states.handOver` before each attempt, so that a
 * cancel waits for the platform's answer instead of racing it, and a message cancelled before an
 * attempt is never handed over. A message handed over again for a later window and cancelled
 * meanwhile (its SENT refused: CANCELLED came first) is withdrawn from the platform with
 * `delivery.revoke`; a failure to withdraw goes to `onError`.
 * With `fallback`, an outcome its sender's policy names is sent by SMS instead, once (see
 * `SmsFallbackOptions`), and a message seen again with a recorded SMS continues that SMS.
 *
 * @public
 */
export function startDispatcher(options: DispatcherOptions): Dispatcher {
  const { source, states } = options;
  const concurrency = options.concurrency ?? 32;
  if (!Number.isInteger(concurrency) || concurrency < 1) throw new RangeError('concurrency must be a positive integer');
  const onError = options.onError ?? (() => undefined);
  const now = options.now ?? Date.now;
  const stopping = new AbortController();
  const signal = stopping.signal;
  const stopGraceMs = options.stopGraceMs ?? 10_000;
  const fallback = options.fallback === undefined ? undefined : _smsFallbackStep(options.fallback, { states, now, signal, onStatus: (status) => options.onOutcome?.(status) });
  setMaxListeners(concurrency + 10, signal); // each message in flight follows it (its attempt's deadline, or its wait before a retry), with the loop and the queue's read
  const inFlight = new Map<string, Promise<void>>();
  const running = new Set<Promise<void>>();
  let wake: (() => void) | undefined;
  signal.addEventListener('abort', () => wake?.(), { once: true });

  // A SENT refused because the client cancelled the message during its send: the platform has it, so it is withdrawn.
  const withdrawIfCancelled = async (message: _Withdrawable): Promise<void> => {
    if ((await states.get(message.id))?.state !== 'CANCELLED') return;
    const result = await _revokeMessage(options.delivery, message, options.agentIdOf);
    if (result?.outcome !== 'revoked') onError(new Error(`message ${message.id}, cancelled during its send, was not withdrawn: ${result?.reason ?? 'the platform cannot withdraw'}`));
  };
  const handle = async (entry: QueueEntry): Promise<void> => {
    // Recorded with the outcome too: an ACCEPTED the server failed to record leaves the message its organization, recipient and sender.
    const { id, organizationId, message: { to, from } } = entry.message;
    const { platformMessageId } = entry;
    const again = platformMessageId !== undefined && platformMessageId !== id; // the next window of a message the platform revoked: it stays SENT
    const status = await states.get(id);
    // A message seen again with an SMS recorded (after a crash, or claimed back from another worker) continues that SMS, never makes another;
    // one cancelled meanwhile ends its SMS unsent (and charged back).
    const resumed = fallback !== undefined && (status?.state === 'SENT' || status?.state === 'CANCELLED') && (await fallback.resume(entry.message));
    if (!resumed && (again ? status?.state === 'SENT' : !isDispatched(status))) {
      // The first handover is marked in flight, so that a cancel waits for the platform's answer; a later window's message is SENT already, withdrawn by a cancel.
      const handOver = again ? {} : { handOver: (inFlight: boolean) => states.handOver(id, inFlight) };
      const dispatch = { ...options, signal, ...handOver, ...(again ? { messageId: platformMessageId } : {}) };
      const outcome = fallback === undefined ? await dispatchMessage(entry.message, dispatch) : await _dispatchWithFallback(entry.message, again, dispatch, fallback);
      if (outcome === undefined) return;
      if (outcome !== 'fallen-back' && outcome.state !== 'CANCELLED') {
        const { state, attempts } = outcome;
        const status = await states.advance({ state, attempts, ...('reason' in outcome ? { reason: outcome.reason } : {}), id, organizationId, to, from, at: new Date(now()).toISOString() });
        if (status !== undefined) options.onOutcome?.(status);
        else if (state === 'SENT') await withdrawIfCancelled({ id, to, from, ...(platformMessageId === undefined ? {} : { platformMessageId }) });
        if (state !== 'SENT') await fallback?.endUnsent(entry.message, state); // an SMS a crash left recorded never leaves now
      }
    }
    await source.ack(entry.ackId);
  };
  const start = (entry: QueueEntry): void => {
    const { id } = entry.message;
    // The same message again while in flight (a line twice, an entry claimed back): it waits, then finds the final state.
    const before = inFlight.get(id) ?? Promise.resolve();
    const task: Promise<void> = before
      .then(() => handle(entry))
      .catch((error: unknown) => (error instanceof _DispatchStopped ? undefined : onError(error))) // stopped before it began: nothing to report
      .finally(() => {
        if (inFlight.get(id) === task) inFlight.delete(id);
        running.delete(task);
        wake?.();
      });
    inFlight.set(id, task);
    running.add(task);
  };
  const loop = async (): Promise<void> => {
    // Reads in batches: once half the slots are free, as many entries as there are free slots.
    const refillBelow = Math.ceil(concurrency / 2);
    while (!signal.aborted) {
      if (running.size >= refillBelow) {
        await new Promise<void>((resolve) => (wake = resolve));
        continue;
      }
      try {
        for (const entry of await source.read(concurrency - running.size, signal)) start(entry);
      } catch (error) {
        onError(error);
        await _sleep(1000, signal);
      }
    }
    // Whatever the SMSC or the platform does, the stop ends: sends still in flight after the grace are let go, their messages stay queued.
    let grace: NodeJS.Timeout | undefined;
    await Promise.race([Promise.allSettled(running), new Promise((resolve) => (grace = setTimeout(resolve, stopGraceMs)))]);
    clearTimeout(grace);
    await source.close();
  };
  const done = loop();
  return {
    stop() {
      stopping.abort();
      return done;
    },
  };
}
