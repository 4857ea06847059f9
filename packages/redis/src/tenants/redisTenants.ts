import { createValidationProfile, type ValidationProfile } from '@rcs-send/core';
import { parseSmsFallbackPolicy, type LedgerEntry, type SmsFallbackPolicy, type StoredApiKey, type TenantOrganization, type TenantStore, type UsageDay } from '@rcs-send/service';
import { _balanceKeys } from '../balance/balanceKeys';
import type { RedisBalancePort } from '../balance/redisBalance';
import type { RedisClient } from '../client/connectRedis';
import { _settings, type RedisPortOptions } from '../client/options';
import { _runScript, type _Script } from '../client/script';
import { _guard } from '../client/unavailable';
import { _ACCESS, _ADD_KEY, _DISABLE_WEBHOOK, _OPEN_ORGANIZATION, _POLICY, _REMOVE_SENDER, _REVOKE_KEY, _SET_ORGANIZATION_FIELD, _SET_VALIDATION_PROFILE, _VALIDATION_PROFILE } from './tenantScripts';
import { _storedWebhook, _webhookJson } from './tenantWebhook';

/** The counts of a usage hash: what the tenant store counts, and what an SMS fallback's charge counts. */
const OUTCOMES = ['accepted', 'rejected', 'sent', 'delivered', 'failed', 'expired', 'smsFallbacks', 'smsSegments'] as const;
const DAY_MS = 86_400_000;

/** A policy as stored (checked: a TypeError when it is not one), or null. */
const policyJson = (policy: SmsFallbackPolicy | null): string | null => (policy === null ? null : JSON.stringify(parseSmsFallbackPolicy(policy)));

/** A stored policy: its JSON, or null when there is none. */
const policyOf = (json: string | null | undefined): SmsFallbackPolicy | null => (json === null || json === undefined || json === '' ? null : (JSON.parse(json) as SmsFallbackPolicy));

/** A stored validation profile: its JSON, or null when there is none. */
const profileOf = (json: string | null | undefined): ValidationProfile | null => (json === null || json === undefined || json === '' ? null : (JSON.parse(json) as ValidationProfile));

/** Each UTC day from `from` to `to` (`YYYY-MM-DD`), at most `limit` of them. */
function daysBetween(from: string, to: string, limit: number): string[] {
  const days: string[] = [];
  for (let at = Date.parse(`${from}T00:00:00Z`), end = Date.parse(`${to}T00:00:00Z`); at <= end && days.length < limit; at += DAY_MS) days.push(new Date(at).toISOString().slice(0, 10));
  return days;
}

/**
 * The {@link @rcs-send/service#TenantStore} of a fleet, on Redis: every instance reads it at
 * each request (no cache), so a change counts on all of them at once. Keys under the prefix:
 * `tenant:org:{id}` (hash, its SMS fallback policy as JSON in `smsFallback`), `tenant:members:{id}`
 * (set), `tenant:senders:{id}` (hash: sender, use case), `tenant:sender-fallbacks:{id}` (hash:
 * sender, its own policy as JSON), `tenant:sender-profiles:{id}` (hash: sender, its own validation
 * profile as JSON; the organization's in `validationProfile` of its hash), `tenant:keys:{id}` (list of digests), `tenant:orgs` (set of ids), `tenant:key:DIGEST`
 * (JSON, never the key), `tenant:prefix:PREFIX` (set of digests), and beside the balance
 * `ledger:{id}` (list of credits) and `usage:{id}:DAY` (hash of counts). An organization's
 * keys share one hash slot, so its scripts work on a Redis Cluster. `balance` is the balance
 * port the credits go through. At most 366 days are read by one `usage`.
 *
 * @public
 */
export function createRedisTenantStore(redis: RedisClient, balance: RedisBalancePort, options: RedisPortOptions = {}): TenantStore {
  const { prefix, retryAfterSeconds } = _settings(options);
  const money = _balanceKeys(prefix);
  const tag = (organizationId: string): string => `{${organizationId.toLowerCase()}}`;
  const keys = {
    organization: (id: string) => `${prefix}tenant:org:${tag(id)}`,
    members: (id: string) => `${prefix}tenant:members:${tag(id)}`,
    senders: (id: string) => `${prefix}tenant:senders:${tag(id)}`,
    senderFallbacks: (id: string) => `${prefix}tenant:sender-fallbacks:${tag(id)}`,
    senderProfiles: (id: string) => `${prefix}tenant:sender-profiles:${tag(id)}`,
    keysOf: (id: string) => `${prefix}tenant:keys:${tag(id)}`,
    all: `${prefix}tenant:orgs`,
    revision: `${prefix}tenant:revision`,
    key: (digest: string) => `${prefix}tenant:key:${digest}`,
    prefix: (keyPrefix: string) => `${prefix}tenant:prefix:${keyPrefix}`,
  };
  const guard = <T>(operation: string, call: () => Promise<T>): Promise<T> => _guard(operation, retryAfterSeconds, call);
  const parseKey = (json: string | null): StoredApiKey | undefined => (json === null ? undefined : (JSON.parse(json) as StoredApiKey));
  const organizationOf = async (id: string): Promise<TenantOrganization | undefined> => {
    const [hash, members, senders, fallbacks] = await Promise.all([redis.hgetall(keys.organization(id)), redis.smembers(keys.members(id)), redis.hgetall(keys.senders(id)), redis.hgetall(keys.senderFallbacks(id))]);
    if (hash['rcsChannel'] === undefined) return undefined;
    return {
      id,
      rcsChannel: hash['rcsChannel'] === '1',
      members: members.sort(),
      senders: Object.entries(senders)
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([sender, useCase]) => ({ id: sender, useCase, smsFallback: policyOf(fallbacks[sender]) })),
      webhook: _storedWebhook(hash['webhook']),
      smsFallback: policyOf(hash['smsFallback']),
    };
  };
  /** Raises the revision once `changed` is written: a reader that sees the new revision finds the change. */
  const raised = async <T>(changed: T): Promise<T> => {
    await redis.incr(keys.revision);
    return changed;
  };
  /** Runs `script` on the keys of the organization `organizationId`, then raises the revision (when `script` answered 1 only, if `onlyWritten`); a RangeError, and nothing written, when the script answers `missing`. */
  const organizationChange = async (organizationId: string, script: _Script, organizationKeys: readonly string[], args: readonly (string | number)[], missing: number, onlyWritten = false): Promise<number> => {
    const answer = await guard('tenants', async () => Number(await _runScript(redis, script, organizationKeys, args)));
    if (answer === missing) throw new RangeError(`no organization ${organizationId}`);
    return onlyWritten && answer !== 1 ? answer : guard('tenants', () => raised(answer));
  };
  const setField = async (organizationId: string, field: string, value: string): Promise<void> => void (await organizationChange(organizationId, _SET_ORGANIZATION_FIELD, [keys.organization(organizationId)], [field, value], 0));
  const revoke = async (digest: string, at: number): Promise<StoredApiKey | undefined> => parseKey((await _runScript(redis, _REVOKE_KEY, [keys.key(digest)], [at])) as string | null);

  return {
    keyOf: (digest) => guard('auth', async () => parseKey(await redis.get(keys.key(digest)))),
    access: (principal, organizationId) => guard('organizations', async () => (await _runScript(redis, _ACCESS, [keys.organization(organizationId), keys.members(organizationId)], [principal.id])) as Awaited<ReturnType<TenantStore['access']>>),
    isConfigured: (organizationId, from) => guard('senders', async () => (await redis.hexists(keys.senders(organizationId), from)) === 1),
    policyOf: (organizationId, from) => guard('senders', async () => policyOf((await _runScript(redis, _POLICY, [keys.senderFallbacks(organizationId), keys.organization(organizationId)], [from])) as string | null) ?? undefined),
    async setSmsFallback(organizationId, sender, policy) {
      const json = policyJson(policy);
      const [owner, field] = sender === null ? [keys.organization(organizationId), 'rcsChannel'] : [keys.senders(organizationId), sender];
      if ((await guard('tenants', () => redis.hexists(owner, field))) !== 1) throw new RangeError(sender === null ? `no organization ${organizationId}` : `no sender ${sender} in organization ${organizationId}`);
      const [hash, key] = sender === null ? [keys.organization(organizationId), 'smsFallback'] : [keys.senderFallbacks(organizationId), sender];
      await guard('tenants', async () => raised(json === null ? await redis.hdel(hash, key) : await redis.hset(hash, key, json)));
    },
    validationProfileOf: (organizationId, sender) =>
      guard('tenants', async () => profileOf((await _runScript(redis, _VALIDATION_PROFILE, [keys.senderProfiles(organizationId), keys.organization(organizationId)], [sender ?? ''])) as string | null) ?? undefined),
    validationProfiles: (organizationId) =>
      guard('tenants', async () => {
        const [hash, senders] = await Promise.all([redis.hgetall(keys.organization(organizationId)), redis.hgetall(keys.senderProfiles(organizationId))]);
        if (hash['rcsChannel'] === undefined) return undefined;
        const own = Object.entries(senders).sort(([a], [b]) => (a < b ? -1 : 1));
        return { organization: profileOf(hash['validationProfile']), senders: Object.fromEntries(own.map(([sender, json]) => [sender, profileOf(json) as ValidationProfile])) };
      }),
    async setValidationProfile(organizationId, sender, profile) {
      const json = profile === null ? '' : JSON.stringify(createValidationProfile(profile).data);
      const organizationKeys = [keys.organization(organizationId), keys.senders(organizationId), keys.senderProfiles(organizationId)];
      const set = await guard('tenants', async () => Number(await _runScript(redis, _SET_VALIDATION_PROFILE, organizationKeys, [sender ?? '', json])) === 1);
      if (!set) throw new RangeError(sender === null ? `no organization ${organizationId}` : `no sender ${sender} in organization ${organizationId}`);
      await guard('tenants', () => raised(undefined));
    },
    setWebhook: (organizationId, webhook) => setField(organizationId, 'webhook', _webhookJson(webhook)),
    disableWebhook: async (organizationId, url, at, reason) => (await organizationChange(organizationId, _DISABLE_WEBHOOK, [keys.organization(organizationId)], [url, at, reason], -1, true)) === 1,
    setRcsChannel: (organizationId, enabled) => setField(organizationId, 'rcsChannel', enabled ? '1' : '0'),
    removeSender: async (organizationId, senderId) => (await organizationChange(organizationId, _REMOVE_SENDER, [keys.organization(organizationId), keys.senders(organizationId), keys.senderFallbacks(organizationId), keys.senderProfiles(organizationId)], [senderId], -1)) === 1,
    organization: (organizationId) => guard('tenants', () => organizationOf(organizationId.toLowerCase())),
    organizations: () => guard('tenants', async () => (await Promise.all((await redis.smembers(keys.all)).sort().map(organizationOf))).filter((found) => found !== undefined)),
    revision: () => guard('tenants', async () => Number((await redis.get(keys.revision)) ?? 0)),
    async addOrganization({ id, rcsChannel, webhook, balance: units, members = [], senders = [], smsFallback = null }, at) {
      const organizationId = id.toLowerCase();
      // As JSON lists that Lua's cjson reads back as lists (an empty one is written as `[]`, never as an object).
      const senderList = senders.map((sender) => ({ id: sender.id, useCase: sender.useCase, policy: policyJson(sender.smsFallback) ?? '' }));
      const args = [rcsChannel ? 1 : 0, _webhookJson(webhook), at, units, JSON.stringify(members), JSON.stringify(senderList), policyJson(smsFallback) ?? ''];
      const organizationKeys = [keys.organization(organizationId), money.balance(organizationId), money.ledger(organizationId), keys.members(organizationId), keys.senders(organizationId), keys.senderFallbacks(organizationId)];
      return guard('tenants', async () => {
        const created = await _runScript(redis, _OPEN_ORGANIZATION, organizationKeys, args);
        await redis.sadd(keys.all, organizationId);
        return raised(Number(created) === 1);
      });
    },
    addMember: (organizationId, principalId) => guard('tenants', async () => void (await raised(await redis.sadd(keys.members(organizationId), principalId)))),
    addSender: (organizationId, { id, useCase }) => guard('tenants', async () => void (await raised(await redis.hset(keys.senders(organizationId), id, useCase)))),
    addKey: ({ digest, ...key }) =>
      guard('tenants', async () => {
        if ((await redis.exists(keys.key(digest))) === 1) return false;
        if (key.organizationId !== null) {
          await redis.sadd(keys.members(key.organizationId), key.principalId);
          await redis.rpush(keys.keysOf(key.organizationId), digest);
        }
        await redis.sadd(keys.prefix(key.prefix), digest);
        return raised(Number(await _runScript(redis, _ADD_KEY, [keys.key(digest)], [JSON.stringify(key)])) === 1); // last: from here the key authenticates (its principal may be a new member)
      }),
    revokeKeys: (match, at) =>
      guard('tenants', async () => {
        const digests = 'digest' in match ? [match.digest] : await redis.smembers(keys.prefix(match.prefix));
        const revoked = await Promise.all(digests.map((digest) => revoke(digest, at)));
        return revoked.filter((key) => key !== undefined);
      }),
    keysOf: (organizationId) =>
      guard('tenants', async () => {
        const digests = await redis.lrange(keys.keysOf(organizationId), 0, -1);
        const stored = await Promise.all(digests.map((digest) => redis.get(keys.key(digest)))); // one GET each: on a Cluster the keys sit in different slots
        return stored.map(parseKey).filter((key) => key !== undefined);
      }),
    credit: (organizationId, units, reason, at) => balance.credit(organizationId, units, reason, at),
    balanceOf: (organizationId) => balance.balanceOf(organizationId),
    ledgerTail: (organizationId, count) => guard('tenants', async () => (await redis.lrange(money.ledger(organizationId), -count, -1)).map((entry) => JSON.parse(entry) as LedgerEntry)),
    count: (organizationId, day, outcome, messages) => guard('usage', async () => void (await redis.hincrby(money.usageOn(organizationId, day), outcome, messages))),
    usage: (organizationId, from, to) =>
      guard('usage', async () => {
        const days = daysBetween(from, to, 366);
        const hashes = await Promise.all(days.map((day) => redis.hgetall(money.usageOn(organizationId, day))));
        return days.flatMap((day, i): UsageDay[] => {
          const hash = hashes[i] ?? {};
          if (Object.keys(hash).length === 0) return [];
          const counts = Object.fromEntries(OUTCOMES.map((outcome) => [outcome, Number(hash[outcome] ?? 0)])) as Record<(typeof OUTCOMES)[number], number>;
          return [{ day, ...counts }];
        });
      }),
  };
}
