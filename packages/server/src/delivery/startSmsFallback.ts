import { randomBytes } from 'node:crypto';
import { createSmsReceiptInbox, type KnownReachability, type MessageStatePort, type SmsFallbackOptions } from '@rcs-send/delivery';
import type { SmsFallbackPolicyPort, SmsFallbackPort } from '@rcs-send/service';
import { createSmppSender, type SmppLinkChange, startSmscSimulator } from '@rcs-send/sms';
import { _closingOnFailure, _openedResources } from '../lifecycle/openedResources';
import { _DEFAULT_SMS_SOURCE, type SmsSetting } from './smsSetting';

/** The SMS fallback the server runs: what the worker falls back with, and its SMPP bind. @internal */
export interface _RunningSmsFallback {
  /** One line for the banner: where SMS go. */
  readonly description: string;
  /** The dispatcher's fallback, or undefined when SMS is off. */
  readonly fallback: SmsFallbackOptions | undefined;
  /** Unbinds, then stops the simulator. */
  close(): Promise<void>;
}

/** Where the fallback keeps and reads what it needs: its records, the policies, the server's one state port. @internal */
export interface _SmsFallbackPorts {
  /** One record per message. */
  readonly records: SmsFallbackPort;
  /** The policy of each sender. */
  readonly policies: SmsFallbackPolicyPort;
  /** The server's state port (webhooks and usage see every SMS state). */
  readonly states: MessageStatePort;
  /** What this process's capability checks found: a number found unreachable skips RCS. */
  readonly reachability?: KnownReachability;
}

/**
 * Starts the SMS fallback of `setting`: one SMPP transceiver bind for the whole process (each
 * SMS names its tenant's sender), its receipts turned into message states through `ports.states`,
 * to an SMSC, or to a simulator started on loopback with credentials made for this run (never
 * printed). Each final SMS state is logged (id, state, segments: never the recipient or the text),
 * and each change of the link to the SMSC (`{ event: "sms-link", state }`: BOUND, LOST,
 * UNREACHABLE once however many retries fail, REFUSED with the SMPP status).
 *
 * @internal
 */
export async function _startSmsFallback(setting: SmsSetting, ports: _SmsFallbackPorts, log: (line: string) => void): Promise<_RunningSmsFallback> {
  if (setting.mode === 'off') return { description: 'SMS fallback off (RCS_SEND_SMS=off|simulator|smpp)', fallback: undefined, close: () => Promise.resolve() };
  const opened = _openedResources();
  return _closingOnFailure(opened, async () => {
    const simulated = setting.mode === 'simulator' ? { systemId: 'rcs-send', password: randomBytes(16).toString('hex') } : undefined;
    const simulator = simulated === undefined ? undefined : opened.add(await startSmscSimulator(simulated), (started) => started.close());
    const { mode: _mode, ...smsc } = setting.mode === 'smpp' ? setting : { mode: setting.mode, host: '127.0.0.1', port: simulator?.port ?? 0, systemId: simulated?.systemId ?? '', password: simulated?.password ?? '' };
    const event = (fields: Record<string, unknown>): void => log(JSON.stringify({ time: new Date().toISOString(), ...fields }));
    const receipts = createSmsReceiptInbox({
      records: ports.records,
      states: ports.states,
      onStatus: ({ id, state, sms }) => event({ event: 'sms', id, state, segments: sms?.segments }),
      onError: (error) => event({ event: 'sms-error', error: error instanceof Error ? error.message.slice(0, 200) : 'error' }),
    });
    let link: string | undefined; // the last state logged: a retry that fails again is not logged again
    const onLink = (change: SmppLinkChange): void => {
      if (change.state === link) return;
      link = change.state;
      event({ event: 'sms-link', ...change });
    };
    const sender = opened.add(createSmppSender({ sourceAddress: _DEFAULT_SMS_SOURCE, ...smsc, onReceipt: (receipt) => receipts.take(receipt), onLink }), (started) => started.close());
    const target = simulator === undefined ? `an SMSC at ${smsc.host}:${smsc.port}` : `the SMSC simulator at 127.0.0.1:${simulator.port}`;
    const description = `SMS fallback by SMPP to ${target} (RCS_SEND_SMS=off|simulator|smpp)`;
    return { description, fallback: { records: ports.records, policies: ports.policies, sms: sender, receipts, ...(ports.reachability === undefined ? {} : { knownReachability: ports.reachability }) }, close: () => opened.closeAll() };
  });
}
