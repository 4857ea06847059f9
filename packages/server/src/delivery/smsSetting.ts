import { _environmentInteger } from '../config/environmentInteger';
import type { DeliverySetting } from './deliverySetting';

/**
 * Where the reference server sends the SMS of a fallback: nowhere (`off`: a fallback's trigger
 * leaves the RCS outcome as it is), to an SMSC simulator it starts on loopback (`simulator`),
 * or to an SMSC over SMPP 3.4 (`smpp`, one transceiver bind per process).
 *
 * @public
 */
export type SmsSetting =
  | { /** No SMS. */ readonly mode: 'off' }
  | { /** A simulator on a free loopback port, with credentials of its own. */ readonly mode: 'simulator' }
  | {
      /** An SMSC. */ readonly mode: 'smpp';
      /** Its host. */ readonly host: string;
      /** Its SMPP port. */ readonly port: number;
      /** The system id to bind with. */ readonly systemId: string;
      /** The password to bind with: never logged, never printed. */ readonly password: string;
      /** The system type to bind with. @defaultValue `''` */ readonly systemType?: string;
      /** Outstanding submit_sm at most. @defaultValue 10 */ readonly window?: number;
      /** The sender of an SMS whose policy names none. @defaultValue `'RCSSEND'` */ readonly sourceAddress?: string;
    };

/** The sender of an SMS whose policy names none (every policy names one; the SMPP bind needs a default). @internal */
export const _DEFAULT_SMS_SOURCE = 'RCSSEND';

/**
 * The SMS of `RCS_SEND_SMS`: `simulator` (the default beside the RBM emulator), `off` (the
 * default beside RBM or with delivery off), or `smpp` with `RCS_SEND_SMS_HOST`,
 * `RCS_SEND_SMS_PORT`, `RCS_SEND_SMS_SYSTEM_ID`, `RCS_SEND_SMS_PASSWORD`,
 * `RCS_SEND_SMS_SYSTEM_TYPE`, `RCS_SEND_SMS_WINDOW` (1 to 1000) and `RCS_SEND_SMS_SOURCE`.
 * Throws a TypeError for any other value, naming the variable, never its value.
 *
 * @internal
 */
export function _smsSettingOf(env: NodeJS.ProcessEnv, delivery: DeliverySetting): SmsSetting {
  const mode = env['RCS_SEND_SMS'] ?? (delivery.mode === 'emulator' ? 'simulator' : 'off');
  if (mode === 'off' || mode === 'simulator') return { mode };
  if (mode !== 'smpp') throw new TypeError('RCS_SEND_SMS must be off, simulator or smpp');
  const host = env['RCS_SEND_SMS_HOST'] ?? '';
  const systemId = env['RCS_SEND_SMS_SYSTEM_ID'] ?? '';
  const password = env['RCS_SEND_SMS_PASSWORD'] ?? '';
  const port = _environmentInteger(env, 'RCS_SEND_SMS_PORT', 1, 65_535) ?? 2775; // SMPP's registered port
  if (host === '' || systemId === '' || password === '') throw new TypeError('RCS_SEND_SMS=smpp needs RCS_SEND_SMS_HOST, RCS_SEND_SMS_SYSTEM_ID and RCS_SEND_SMS_PASSWORD');
  const window = _environmentInteger(env, 'RCS_SEND_SMS_WINDOW', 1, 1000);
  const systemType = env['RCS_SEND_SMS_SYSTEM_TYPE'];
  const sourceAddress = env['RCS_SEND_SMS_SOURCE'];
  return {
    mode,
    host,
    port,
    systemId,
    password,
    ...(systemType === undefined ? {} : { systemType }),
    ...(window === undefined ? {} : { window }),
    ...(sourceAddress === undefined || sourceAddress === '' ? {} : { sourceAddress }),
  };
}

