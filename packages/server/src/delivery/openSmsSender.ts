import { randomBytes } from 'node:crypto';
import type { SmsSubmitter } from '@rcs-send/delivery';
import { createSmppSender, type SmppLinkChange, type SmsReceipt, startSmscSimulator } from '@rcs-send/sms';
import type { _OpenedResources } from '../lifecycle/openedResources';
import { _DEFAULT_SMS_SOURCE, type SmsSetting } from './smsSetting';

/** What sends the SMS of a fallback in this process, and what to say of it. @internal */
export interface _OpenedSmsSender {
  /** The SMPP sender, or undefined when SMS is off. */
  readonly sender: SmsSubmitter | undefined;
  /** One line for the banner: where SMS go. */
  readonly description: string;
}

/**
 * The SMS sender of `setting`, recorded in `opened`: one SMPP transceiver bind for the whole
 * process (each SMS names its tenant's sender), to an SMSC, or to a simulator started on loopback
 * with credentials made for this run (never printed); its receipts go to `onReceipt`. Each change
 * of the link to the SMSC is logged (`{ event: "sms-link", state }`: BOUND, LOST, UNREACHABLE once
 * however many retries fail, REFUSED with the SMPP status).
 *
 * @internal
 */
export async function _openSmsSender(setting: SmsSetting, onReceipt: (receipt: SmsReceipt) => void, opened: _OpenedResources, log: (line: string) => void): Promise<_OpenedSmsSender> {
  if (setting.mode === 'off') return { sender: undefined, description: 'SMS fallback off (RCS_SEND_SMS=off|simulator|smpp)' };
  const simulated = setting.mode === 'simulator' ? { systemId: 'rcs-send', password: randomBytes(16).toString('hex') } : undefined;
  const simulator = simulated === undefined ? undefined : opened.add(await startSmscSimulator(simulated), (started) => started.close());
  const { mode: _mode, ...smsc } = setting.mode === 'smpp' ? setting : { mode: setting.mode, host: '127.0.0.1', port: simulator?.port ?? 0, systemId: simulated?.systemId ?? '', password: simulated?.password ?? '' };
  let link: string | undefined; // the last state logged: a retry that fails again is not logged again
  const onLink = (change: SmppLinkChange): void => {
    if (change.state === link) return;
    link = change.state;
    log(JSON.stringify({ time: new Date().toISOString(), event: 'sms-link', ...change }));
  };
  const sender = opened.add(createSmppSender({ sourceAddress: _DEFAULT_SMS_SOURCE, ...smsc, onReceipt, onLink }), (started) => started.close());
  const target = simulator === undefined ? `an SMSC at ${smsc.host}:${smsc.port}` : `the SMSC simulator at 127.0.0.1:${simulator.port}`;
  return { sender, description: `SMS fallback by SMPP to ${target} (RCS_SEND_SMS=off|simulator|smpp)` };
}
