import { acceptedSmsFallback, failGivesChargeBack, pendingSmsFallback, smsReceiptReason, type SmsFallbackPort, type SmsFallbackRecord, type SmsFallbackStage, unsentSmsCredit } from '@rcs-send/service';
import { _balanceKeys } from '../balance/balanceKeys';
import type { RedisClient } from '../client/connectRedis';
import { _settings, type RedisPortOptions } from '../client/options';
import { _runScript, type _Script } from '../client/script';
import { _guard } from '../client/unavailable';
import { _ACCEPT, _CHARGE, _CLAIM, _CREATE, _CREDIT_UNSENT, _FAIL, _READ, _RECEIPT } from './smsFallbackScripts';

/** Options of {@link createRedisSmsFallbackPort}: give it the balance port's `prefix`, whose balances it charges. @public */
export interface RedisSmsFallbackOptions extends RedisPortOptions {
  /** How long a fallback (its record, its charge, its SMSC ids) is kept after its last change, in seconds. @defaultValue 2592000 (30 days, as a message's status) */
  readonly ttlSeconds?: number;
}

/** A record from the fields `record`, `stage`, `ids`, `reason` a script returns, or undefined when there is none. */
function recordOf(fields: unknown): SmsFallbackRecord | undefined {
  if (!Array.isArray(fields) || typeof fields[0] !== 'string') return undefined;
  const [record, stage, ids, reason] = fields as [string, SmsFallbackStage, string | null, string | null];
  return { ...(JSON.parse(record) as SmsFallbackRecord), stage, smscMessageIds: ids === null ? [] : (JSON.parse(ids) as string[]), ...(reason === null ? {} : { reason }) };
}

/**
 * The {@link @rcs-send/service#SmsFallbackPort} of a fleet, one Lua script per step on one key
 * each, so it runs on a Redis Cluster: the record is the hash `sms:<id>`, created only if
 * absent; each SMSC id maps to its message (`sms-smsc:<SMSC id>`) for the receipts, which
 * reach any instance's bind. The balance lives in the organization's slot (`balance:{org}`),
 * the record in the message's, so `begin` charges first, in the organization's slot, with a
 * marker (`sms-charge:{org}:<id>`) that makes the charge once per message, then creates the
 * record: a crash between the two leaves a charge the retry finds and does not repeat, never
 * a record without its charge. `fail` of a record no segment of which left then gives the
 * charge back in the organization's slot, once (the marker notes it): a crash between the two steps keeps the
 * charge, never credits twice. Every key expires `ttlSeconds` after its last write.
 *
 * @public
 */
export function createRedisSmsFallbackPort(redis: RedisClient, options: RedisSmsFallbackOptions = {}): SmsFallbackPort {
  const { prefix, retryAfterSeconds } = _settings(options);
  const ttlMs = (options.ttlSeconds ?? 30 * 24 * 3600) * 1000;
  if (!Number.isInteger(ttlMs) || ttlMs <= 0) throw new RangeError('ttlSeconds must be a positive number of whole milliseconds');
  const money = _balanceKeys(prefix);
  const recordKey = (id: string): string => `${prefix}sms:${id}`;
  const smscKey = (smscId: string): string => `${prefix}sms-smsc:${smscId}`;
  const chargeKey = (organizationId: string, id: string): string => `${prefix}sms-charge:{${organizationId.toLowerCase()}}:${id}`;
  const run = (operation: string, script: _Script, keys: readonly string[], args: readonly (string | number)[]): Promise<unknown> => _guard(operation, retryAfterSeconds, () => _runScript(redis, script, keys, args));
  const get = async (id: string): Promise<SmsFallbackRecord | undefined> => recordOf(await run('SMS fallback read', _READ, [recordKey(id)], []));
  /** Gives the charge of `record`, which ended before its submit, back to its organization. */
  const creditUnsent = async ({ id, organizationId, segments }: SmsFallbackRecord): Promise<void> => {
    const { units, reason } = unsentSmsCredit({ id, segments });
    if (units === 0) return;
    const entry = JSON.stringify({ at: Date.now(), units, reason });
    await run('SMS credit', _CREDIT_UNSENT, [money.balance(organizationId), chargeKey(organizationId, id), money.ledger(organizationId)], [units, entry, ttlMs]);
  };

  return {
    async begin(fallback) {
      const record = pendingSmsFallback(fallback);
      const existing = await get(record.id);
      if (existing !== undefined) return { record: existing, created: false };
      const { organizationId, segments } = record;
      const charged = await run('SMS fallback charge', _CHARGE, [money.balance(organizationId), chargeKey(organizationId, record.id), money.usage(organizationId, Date.now())], [segments, ttlMs]);
      if (Number(charged) !== 1) return { refused: 'INSUFFICIENT_BALANCE' };
      const [created, fields] = (await run('SMS fallback', _CREATE, [recordKey(record.id)], [JSON.stringify(fallback), ttlMs])) as [number, unknown];
      return { record: recordOf(fields) ?? record, created: Number(created) === 1 };
    },
    claimSubmit: async (id) => Number(await run('SMS claim', _CLAIM, [recordKey(id)], [ttlMs])) === 1,
    async accepted(id, smscMessageIds) {
      const record = await get(id);
      if (record === undefined) return;
      const accepted = acceptedSmsFallback(record, smscMessageIds);
      await _guard('SMS accepted', retryAfterSeconds, () => Promise.all(accepted.smscMessageIds.map((smscId) => redis.set(smscKey(smscId), id, 'PX', ttlMs))));
      await run('SMS accepted', _ACCEPT, [recordKey(id)], [JSON.stringify(accepted.smscMessageIds), ttlMs, ...accepted.smscMessageIds]);
    },
    async receipt(smscMessageId, state) {
      const id = await _guard('SMS receipt', retryAfterSeconds, () => redis.get(smscKey(smscMessageId)));
      if (id === null) return undefined;
      return recordOf(await run('SMS receipt', _RECEIPT, [recordKey(id)], [smscMessageId, state, state === 'DELIVERED' ? '' : smsReceiptReason(state), ttlMs]));
    },
    async fail(id, reason, options) {
      const ended = await run('SMS fail', _FAIL, [recordKey(id)], [reason, ttlMs]);
      if (!Array.isArray(ended)) return undefined;
      const [from, fields] = ended as [SmsFallbackStage, unknown];
      const record = recordOf(fields);
      if (record !== undefined && failGivesChargeBack(from, options?.unsent === true)) await creditUnsent(record);
      return record;
    },
    get,
  };
}
