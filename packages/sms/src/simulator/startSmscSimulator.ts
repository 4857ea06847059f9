import { createHash, timingSafeEqual } from 'node:crypto';
import smpp, { type Pdu, type Session } from 'smpp';
import { COMMAND_STATUS } from '../smpp/commandStatus';
import { concatenationOf, createReassembly, type ReceivedSms } from './reassembly';
import { receiptFields } from './receiptFields';

/** Options of {@link startSmscSimulator}. @public */
export interface SmscSimulatorOptions {
  /** The port to listen on; 0 takes a free one. @defaultValue 0 */
  port?: number;
  /** The address to listen on. @defaultValue '127.0.0.1' */
  host?: string;
  /** The system id a bind must carry. */
  systemId: string;
  /** The password a bind must carry (compared in constant time). */
  password: string;
  /** Answer every Nth submit_sm with ESME_RTHROTTLED instead of taking it. */
  throttleEvery?: number;
  /** Take N submit_sm, then drop the connection on the next one without answering it (once). */
  disconnectAfter?: number;
  /** Milliseconds between taking a segment and sending its delivery receipt. @defaultValue 10 */
  receiptDelayMs?: number;
  /** Recipients answered ESME_RINVDSTADR. */
  failNumbers?: readonly string[];
  /** Recipients whose segments are taken and then reported UNDELIV. */
  undeliverableNumbers?: readonly string[];
  /** Milliseconds before each submit_sm is answered, as a slow SMSC. @defaultValue 0 */
  answerDelayMs?: number;
  /** How many complete SMS `received` keeps, the oldest dropped first: a demo that runs for days stays bounded. @defaultValue 10,000 */
  keepReceived?: number;
}

/** What the simulator answered so far. @public */
export interface SmscSimulatorStats {
  /** Binds accepted. */
  binds: number;
  /** submit_sm answered with a message id. */
  accepted: number;
  /** submit_sm answered ESME_RTHROTTLED. */
  throttled: number;
  /** submit_sm answered ESME_RINVDSTADR. */
  refused: number;
  /** Connections dropped on purpose (disconnectAfter). */
  dropped: number;
  /** enquire_link keep-alives answered. */
  enquireLinks: number;
  /** The most submit_sm that were waiting for an answer at once: the client's window, seen from the SMSC. */
  mostUnanswered: number;
}

/** A running SMSC simulator. @public */
export interface SmscSimulator {
  /** The port it listens on. */
  readonly port: number;
  /** The complete SMS taken (the last `keepReceived`), in the order their last segment arrived. */
  readonly received: readonly ReceivedSms[];
  /** What it answered so far. */
  stats(): SmscSimulatorStats;
  /** Stops listening and closes every connection. */
  close(): Promise<void>;
}

const digest = (value: string): Buffer => createHash('sha256').update(value).digest();

/**
 * Starts an SMPP 3.4 SMSC on loopback, for tests and demos: takes transceiver binds with the
 * given credentials, answers submit_sm with message ids, reassembles concatenated SMS, sends
 * delivery receipts (DELIVRD, UNDELIV, or EXPIRED after the validity period), and on demand
 * throttles, drops the connection or refuses numbers. Records the last `keepReceived` SMS it took in `received`.
 *
 * @public
 */
export async function startSmscSimulator(options: SmscSimulatorOptions): Promise<SmscSimulator> {
  const keepReceived = options.keepReceived ?? 10_000;
  if (!Number.isInteger(keepReceived) || keepReceived < 1) throw new RangeError('keepReceived must be a positive integer');
  const received: ReceivedSms[] = [];
  const reassemble = createReassembly((sms) => {
    received.push(sms);
    if (received.length > keepReceived) received.shift();
  });
  const credentials = digest(`${options.systemId}\u0000${options.password}`);
  const failNumbers = new Set(options.failNumbers);
  const undeliverable = new Set(options.undeliverableNumbers);
  const bound = new Set<Session>();
  const waitingReceipts: Array<Record<string, unknown>> = [];
  const stats: SmscSimulatorStats = { binds: 0, accepted: 0, throttled: 0, refused: 0, dropped: 0, enquireLinks: 0, mostUnanswered: 0 };
  let submits = 0;
  let unanswered = 0;

  function sendReceipt(fields: Record<string, unknown>): void {
    const [session] = bound;
    if (session === undefined) waitingReceipts.push(fields);
    else session.deliver_sm(fields);
  }

  function onBind(session: Session, pdu: Pdu): void {
    const offered = digest(`${String(pdu['system_id'])}\u0000${String(pdu['password'])}`);
    if (!timingSafeEqual(offered, credentials)) {
      session.send(pdu.response({ command_status: COMMAND_STATUS.invalidPassword }));
      return void setTimeout(() => session.close(), 10);
    }
    session.send(pdu.response({ system_id: 'rcs-send-smsc' }));
    stats.binds += 1;
    bound.add(session);
    for (const fields of waitingReceipts.splice(0)) session.deliver_sm(fields);
  }

  function onSubmit(session: Session, pdu: Pdu): void {
    if (session.socket.destroyed) return; // a dropped connection takes nothing more
    if (!bound.has(session)) return void session.send(pdu.response({ command_status: COMMAND_STATUS.invalidBindStatus }));
    unanswered += 1;
    stats.mostUnanswered = Math.max(stats.mostUnanswered, unanswered);
    const answer = (): void => {
      unanswered -= 1;
      if (!session.socket.destroyed) take(session, pdu);
    };
    if (options.answerDelayMs === undefined) answer();
    else setTimeout(answer, options.answerDelayMs);
  }

  function take(session: Session, pdu: Pdu): void {
    submits += 1;
    if (options.disconnectAfter !== undefined && stats.dropped === 0 && stats.accepted >= options.disconnectAfter) {
      stats.dropped += 1;
      return session.destroy();
    }
    if (options.throttleEvery !== undefined && submits % options.throttleEvery === 0) {
      stats.throttled += 1;
      return void session.send(pdu.response({ command_status: COMMAND_STATUS.throttled }));
    }
    const to = String(pdu['destination_addr']);
    if (failNumbers.has(to)) {
      stats.refused += 1;
      return void session.send(pdu.response({ command_status: COMMAND_STATUS.invalidDestination }));
    }
    stats.accepted += 1;
    const smscMessageId = `smsc-${stats.accepted.toString(16).padStart(8, '0')}`;
    session.send(pdu.response({ message_id: smscMessageId }));
    const message = pdu['short_message'] as { message?: unknown; udh?: unknown } | undefined;
    const validUntil = pdu['validity_period'] instanceof Date ? pdu['validity_period'] : undefined;
    const sms = { from: String(pdu['source_addr']), to, encoding: pdu['data_coding'] === 8 ? ('UCS2' as const) : ('GSM7' as const), validUntil };
    reassemble({ sms, text: typeof message?.message === 'string' ? message.message : '', smscMessageId, part: concatenationOf(message?.udh) });
    const stat = undeliverable.has(to) ? 'UNDELIV' : 'DELIVRD';
    setTimeout(() => sendReceipt(receiptFields({ smscMessageId, from: sms.from, to, stat, validUntil, now: new Date() })), options.receiptDelayMs ?? 10);
  }

  const server = smpp.createServer({}, (session) => {
    session.on('bind_transceiver', (pdu: Pdu) => onBind(session, pdu));
    session.on('submit_sm', (pdu: Pdu) => onSubmit(session, pdu));
    session.on('enquire_link', (pdu: Pdu) => {
      stats.enquireLinks += 1;
      session.send(pdu.response());
    });
    session.on('unbind', (pdu: Pdu) => session.send(pdu.response(), () => session.close()));
    session.on('error', () => session.destroy());
    session.on('close', () => bound.delete(session));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  const address = server.address();
  return {
    port: typeof address === 'object' && address !== null ? address.port : 0,
    received,
    stats: () => ({ ...stats }),
    close: () =>
      new Promise((resolve) => {
        for (const session of server.sessions) session.destroy();
        server.close(() => resolve());
      }),
  };
}
