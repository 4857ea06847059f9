import { MESSAGE_STATES, type MessageChannel, type MessageState, type MessageStatePort, type MessageStatus, type SmsDetails, type StateChange } from '@rcs-send/service';
import type { RedisClient } from '../client/connectRedis';
import { _ADVANCE, _GET, _HAND_OVER } from './redisStateScript';

/** Options of {@link createRedisStatePort}. @public */
export interface RedisStateOptions {
  /** Prefix of every key, as the other Redis ports take it (no braces). @defaultValue 'rcs-send:' */
  readonly prefix?: string;
  /** How long a message's status is kept after its last change, in seconds. @defaultValue 2592000 (30 days) */
  readonly ttlSeconds?: number;
}

const STATES: ReadonlySet<string> = new Set<MessageState>(MESSAGE_STATES);
const CHANNELS: ReadonlySet<string> = new Set<MessageChannel>(['RCS', 'SMS']);
const MAX_ATTEMPTS = 2 ** 31 - 1;
const MAX_SEGMENTS = 255;
const ENCODINGS: ReadonlySet<string> = new Set<SmsDetails['encoding']>(['GSM7', 'UCS2']);

/** The change as the script reads it: only the fields it has, checked (Lua's JSON keeps integers exact up to 14 digits). */
function changeJson(change: StateChange): string {
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

/** The SMS details as stored: Lua's JSON writes an empty list as an object, read back as the empty list. */
const smsOf = (sms: SmsDetails): SmsDetails => ({ segments: sms.segments, encoding: sms.encoding, smscMessageIds: Array.isArray(sms.smscMessageIds) ? sms.smscMessageIds : [] });

/** A status as stored (JSON written by the script), with exactly the fields it has. */
function statusOf(json: unknown): MessageStatus | undefined {
  if (typeof json !== 'string') return undefined;
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
    ...(sms === undefined ? {} : { sms: smsOf(sms) }),
    ...(reason === undefined ? {} : { reason }),
    ...(attempts === undefined ? {} : { attempts }),
    history: history.map(({ state: reached, at: learned, platformAt, channel: on }) => ({ state: reached, at: learned, ...(platformAt === undefined ? {} : { platformAt }), ...(on === undefined ? {} : { channel: on }) })),
    ...(handingOver === true ? { handingOver } : {}),
  };
}

/**
 * The {@link @rcs-send/service#MessageStatePort} of a fleet: one Redis key per message,
 * `<prefix>state:<id>`, holding its status as JSON. `advance` is one Lua script that reads the
 * status, applies the rule of `applyChange` of `@rcs-send/service` and writes the result, so that changes racing from
 * several workers and event receivers are applied one at a time, forward only. Each write
 * renews the key's lifetime (`ttlSeconds`). One key per script: safe on a Redis Cluster.
 * Failures of Redis are {@link RedisUnavailableError}s; a change with an unknown
 * state or attempts that are not a whole number is a TypeError.
 *
 * @public
 */
export function createRedisStatePort(redis: RedisClient, options: RedisStateOptions = {}): MessageStatePort {
  const prefix = options.prefix ?? 'rcs-send:';
  const ttlMs = (options.ttlSeconds ?? 30 * 24 * 3600) * 1000;
  if (!Number.isInteger(ttlMs) || ttlMs <= 0) throw new RangeError('ttlSeconds must be a positive number of whole milliseconds');
  const keyOf = (id: string): string => `${prefix}state:${id}`;
  return {
    get: async (id) => statusOf(await _GET.run(redis, [keyOf(id)], [])),
    advance: async (change) => statusOf(await _ADVANCE.run(redis, [keyOf(change.id)], [changeJson(change), ttlMs])),
    handOver: async (id, inFlight) => Number(await _HAND_OVER.run(redis, [keyOf(id)], [inFlight ? '1' : '0', ttlMs])) === 1,
  };
}
