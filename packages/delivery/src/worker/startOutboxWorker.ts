import { startDispatcher, type Dispatcher, type DispatcherOptions } from '../dispatch/startDispatcher';
import { openFileStatePort } from '../state/fileStatePort';
import type { MessageStatePort } from '../state/messageStates';
import { openOutboxSource } from '../source/outboxSource';

/** Options of {@link startOutboxWorker}. @public */
export interface OutboxWorkerOptions extends Omit<DispatcherOptions, 'source' | 'states'> {
  /** The NDJSON outbox the server appends to. */
  readonly outbox: string;
  /** The append-only NDJSON file of final states (ignored when `states` is given). @defaultValue `outbox + '.states'` */
  readonly stateFile?: string;
  /** A state port to share (e.g. the server's, which its status lookup reads): the worker records into it and leaves it open on `stop`. @defaultValue a file port opened on `stateFile` */
  readonly states?: MessageStatePort;
  /** The file of the acknowledged offset. @defaultValue `outbox + '.offset'` */
  readonly offsetFile?: string;
  /** Milliseconds between looks at the outbox when nothing new is in it. @defaultValue 50 */
  readonly pollMs?: number;
}

/** A running worker on one machine. @public */
export interface OutboxWorker extends Dispatcher {
  /** The final states, as recorded (`options.states`, or the state file). */
  readonly states: MessageStatePort;
}

/** The states to record into: the shared port (left open), or the state file (closed on stop). */
async function statesOf(options: OutboxWorkerOptions): Promise<{ states: MessageStatePort; closeStates: () => Promise<void> }> {
  if (options.states !== undefined) return { states: options.states, closeStates: () => Promise.resolve() };
  const file = await openFileStatePort(options.stateFile ?? `${options.outbox}.states`);
  return { states: file, closeStates: () => file.close() };
}

/**
 * The single-machine worker: tails the outbox from its acknowledged offset, delivers each
 * message through `delivery` and records its final state in the state file; a restart
 * resumes where it stopped, and a message with a final state is never sent again.
 *
 * @public
 */
export async function startOutboxWorker(options: OutboxWorkerOptions): Promise<OutboxWorker> {
  const { states, closeStates } = await statesOf(options);
  const source = await openOutboxSource({
    path: options.outbox,
    ...(options.offsetFile === undefined ? {} : { offsetPath: options.offsetFile }),
    ...(options.pollMs === undefined ? {} : { pollMs: options.pollMs }),
    ...(options.onError === undefined ? {} : { onSkippedLine: (offset: number) => options.onError?.(new Error(`skipped the outbox line at offset ${offset}: not an accepted message`)) }),
  }).catch(async (error: unknown) => {
    await closeStates();
    throw error;
  });
  const dispatcher = startDispatcher({ ...options, source, states });
  return {
    states,
    async stop() {
      await dispatcher.stop();
      await closeStates();
    },
  };
}
