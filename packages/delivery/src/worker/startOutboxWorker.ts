import { startDispatcher, type Dispatcher, type DispatcherOptions } from '../dispatch/startDispatcher';
import { openFileStatePort, type FileStatePort } from '../state/fileStatePort';
import { openOutboxSource } from '../source/outboxSource';

/** Options of {@link startOutboxWorker}. @public */
export interface OutboxWorkerOptions extends Omit<DispatcherOptions, 'source' | 'states'> {
  /** The NDJSON outbox the server appends to. */
  readonly outbox: string;
  /** The append-only NDJSON file of final states (ignored when `states` is given). @defaultValue `outbox + '.states'` */
  readonly stateFile?: string;
  /** An open state file to share (e.g. with a status lookup): the worker records into it and leaves it open on `stop`. @defaultValue one opened on `stateFile` */
  readonly states?: FileStatePort;
  /** The file of the acknowledged offset. @defaultValue `outbox + '.offset'` */
  readonly offsetFile?: string;
  /** Milliseconds between looks at the outbox when nothing new is in it. @defaultValue 50 */
  readonly pollMs?: number;
}

/** A running worker on one machine. @public */
export interface OutboxWorker extends Dispatcher {
  /** The final states, as recorded. */
  readonly states: FileStatePort;
}

/**
 * The single-machine worker: tails the outbox from its acknowledged offset, delivers each
 * message through `delivery` and records its final state in the state file; a restart
 * resumes where it stopped, and a message with a final state is never sent again.
 *
 * @public
 */
export async function startOutboxWorker(options: OutboxWorkerOptions): Promise<OutboxWorker> {
  const shared = options.states;
  const states = shared ?? (await openFileStatePort(options.stateFile ?? `${options.outbox}.states`));
  const closeStates = (): Promise<void> => (shared === undefined ? states.close() : Promise.resolve());
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
