import smpp, { type Pdu, type Session } from 'smpp';
import { COMMAND_STATUS } from './commandStatus';
import { type RetryDelay, retryDelayMs } from './retryDelay';

/** Where and as whom an SMPP link binds, and how it keeps the connection alive. */
export interface SmppLinkOptions {
  host: string;
  port: number;
  systemId: string;
  password: string;
  systemType: string;
  enquireLinkMs: number;
  responseTimeoutMs: number;
  reconnectDelay: RetryDelay;
}

/** What the link reports to its owner. */
export interface SmppLinkEvents {
  /** A session is bound as transceiver and ready for submit_sm. */
  bound(session: Session): void;
  /** The bound session is gone: whatever was outstanding on it got no answer. */
  lost(): void;
  /** The SMSC refused the system id or password: the link stops for good. */
  refused(status: number): void;
  /** An attempt to connect or bind ended without a bind (the link tries again, unless refused). */
  failed(): void;
  /** A deliver_sm arrived (already answered). */
  delivered(pdu: Pdu): void;
}

/** A bound SMPP connection that rebinds after every loss, with backoff, until closed. */
export interface SmppLink {
  /** Unbinds (when bound), closes the connection and stops reconnecting. */
  close(): Promise<void>;
}

const REFUSALS: ReadonlySet<number> = new Set([COMMAND_STATUS.invalidPassword, COMMAND_STATUS.invalidSystemId]);

/** Opens a transceiver link to an SMSC: bind, enquire_link keep-alive, answers to the SMSC's requests, reconnects with backoff. */
export function openSmppLink(options: SmppLinkOptions, events: SmppLinkEvents): SmppLink {
  let session: Session | undefined;
  let bound = false;
  let stopped = false;
  let failures = 0;
  let reconnect: NodeJS.Timeout | undefined;
  let keepAlive: NodeJS.Timeout | undefined;

  /** Runs `request` and destroys the session when its answer takes longer than the response timeout. */
  function withDeadline(current: Session, request: (onAnswer: () => void) => void): void {
    const deadline = setTimeout(() => current.destroy(), options.responseTimeoutMs);
    request(() => clearTimeout(deadline));
  }

  function onBindAnswer(current: Session, answer: Pdu): void {
    if (answer.command_status === COMMAND_STATUS.ok) {
      bound = true;
      failures = 0;
      keepAlive = setInterval(() => withDeadline(current, (onAnswer) => current.enquire_link(onAnswer)), options.enquireLinkMs);
      events.bound(current);
      return;
    }
    if (REFUSALS.has(answer.command_status)) {
      stopped = true;
      events.refused(answer.command_status);
    }
    current.destroy();
  }

  function connect(): void {
    const current = smpp.connect({ host: options.host, port: options.port });
    session = current;
    current.on('connect', () =>
      withDeadline(current, (onAnswer) =>
        current.bind_transceiver({ system_id: options.systemId, password: options.password, system_type: options.systemType, interface_version: 0x34 }, (answer) => {
          onAnswer();
          onBindAnswer(current, answer);
        }),
      ),
    );
    current.on('enquire_link', (pdu: Pdu) => current.send(pdu.response()));
    current.on('deliver_sm', (pdu: Pdu) => {
      current.send(pdu.response());
      events.delivered(pdu);
    });
    current.on('unbind', (pdu: Pdu) => {
      current.send(pdu.response());
      current.close();
    });
    current.on('error', () => current.destroy()); // 'close' follows and handles it
    current.on('close', () => {
      clearInterval(keepAlive);
      // A close asked for (stopped) is neither a loss nor a failure.
      if (bound && !stopped) events.lost();
      else if (!stopped) events.failed();
      bound = false;
      session = undefined;
      failures += 1;
      if (!stopped) reconnect = setTimeout(connect, retryDelayMs(options.reconnectDelay, failures));
    });
  }

  connect();
  return {
    close: () =>
      new Promise((resolve) => {
        stopped = true;
        clearTimeout(reconnect);
        const current = session;
        if (current === undefined) return resolve();
        current.once('close', () => resolve());
        if (!bound) return current.destroy();
        const force = setTimeout(() => current.destroy(), options.responseTimeoutMs);
        current.unbind(() => {
          clearTimeout(force);
          current.destroy();
        });
      }),
  };
}
