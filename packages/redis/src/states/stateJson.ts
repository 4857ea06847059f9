import { MESSAGE_STATES, type ListPosition, type MessageChannel, type MessageState, type MessageStatus, type SmsDetails, type StateChange } from '@rcs-send/service';

const STATES: ReadonlySet<string> = new Set<MessageState>(MESSAGE_STATES);
const CHANNELS: ReadonlySet<string> = new Set<MessageChannel>(['RCS', 'SMS']);
const MAX_ATTEMPTS = 2 ** 31 - 1;
const MAX_SEGMENTS = 255;
const ENCODINGS: ReadonlySet<string> = new Set<SmsDetails['encoding']>(['GSM7', 'UCS2']);

/** The change as the scripts read it: only the fields it has, checked (Lua's JSON keeps integers exact up to 14 digits). @internal */
export function _changeJson(change: StateChange): string {
  if (!STATES.has(change.state)) throw new TypeError(`unknown message state ${JSON.stringify(String(change.state)).slice(0, 40)}`);
  const { attempts } = change;
  if (attempts !== undefined && !(Number.isInteger(attempts) && attempts >= 0 && attempts <= MAX_ATTEMPTS)) throw new TypeError('attempts must be an integer from 0 to 2147483647');
  const { id, state, at, reason, organizationId, to, from, platformAt, channel, fallbackReason, sms } = change;
  if (channel !== undefined && !CHANNELS.has(channel)) throw new TypeError(`unknown channel ${JSON.stringify(String(channel)).slice(0, 40)}`);
  if (sms !== undefined && !(Number.isInteger(sms.segments) && sms.segments >= 1 && sms.segments <= MAX_SEGMENTS)) throw new TypeError('sms.segments must be an integer from 1 to 255');
  if (sms !== undefined && !(ENCODINGS.has(sms.encoding) && Array.isArray(sms.smscMessageIds) && sms.smscMessageIds.every((smscId) => typeof smscId === 'string'))) throw new TypeError('sms.encoding must be GSM7 or UCS2, sms.smscMessageIds a list of strings');
  const smsJson = sms === undefined ? undefined : { segments: sms.segments, encoding: sms.encoding, smscMessageIds: sms.smscMessageIds };
  return JSON.stringify({ id, state, at, reason, attempts, organizationId, to, from, platformAt, channel, fallbackReason, sms: smsJson });
}

/** The SMS details as stored: Lua's JSON writes an empty list as an object, read back as the empty list. @internal */
export const _smsOf = (sms: SmsDetails): SmsDetails => ({ segments: sms.segments, encoding: sms.encoding, smscMessageIds: Array.isArray(sms.smscMessageIds) ? sms.smscMessageIds : [] });

/** A status as stored (JSON written by a script), with exactly the fields it has (the script's own, such as `homeUntil`, left out); undefined for none. @internal */
export function _statusOf(json: unknown): MessageStatus | undefined {
  if (typeof json !== 'string' || json === '') return undefined;
  const stored = JSON.parse(json) as MessageStatus;
  const { id, state, at, reason, attempts, organizationId, to, from, channel, fallbackReason, sms, history, handingOver } = stored;
  return {
    id,
    state,
    at,
    ...(organizationId === undefined ? {} : { organizationId }),
    ...(to === undefined ? {} : { to }),
    ...(from === undefined ? {} : { from }),
    ...(channel === undefined ? {} : { channel }),
    ...(fallbackReason === undefined ? {} : { fallbackReason }),
    ...(sms === undefined ? {} : { sms: _smsOf(sms) }),
    ...(reason === undefined ? {} : { reason }),
    ...(attempts === undefined ? {} : { attempts }),
    history: history.map(({ state: reached, at: learned, platformAt, channel: on }) => ({ state: reached, at: learned, ...(platformAt === undefined ? {} : { platformAt }), ...(on === undefined ? {} : { channel: on }) })),
    ...(handingOver === true ? { handingOver } : {}),
  };
}

/** The message index's member of a message at `position`: `<acceptance in epoch ms, 15 digits><id>`, or '' when its acceptance cannot be one. @internal */
export function _indexMember({ acceptedAt, id }: ListPosition): string {
  return Number.isSafeInteger(acceptedAt) && acceptedAt >= 0 && acceptedAt < 1e15 ? `${String(acceptedAt).padStart(15, '0')}${id}` : '';
}
