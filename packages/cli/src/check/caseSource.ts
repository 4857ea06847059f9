import { dateTimeToEpochMs } from '@rcs-send/core';
import type { ValidationProfile } from '@rcs-send/core';
import { fuzzArbitraries, JSON_RULES, rulesOf, type FuzzCase } from '../fuzz/fuzzCase';
import { personalise, type Identity } from './personalise';

/** How long every valid expirationDateTime stays in the future after its request is sent. */
export const VALID_FOR_MS = 24 * 60 * 60 * 1000;
/** How often the valid requests' clock moves on (building the arbitraries takes about a second). */
const EPOCH_MS = 60 * 60 * 1000;

/** One request of a run, generated just before it is sent. */
export interface CheckCase extends FuzzCase {
  /** Its number in the run. */
  index: number;
  /** The broken rule, or `valid`. */
  rule: string;
}

/** True for a plain JSON object. */
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Drops, from every message but the broken one, an expirationDateTime earlier than `until`
 * (an optional field: the message stays valid), so that the other messages of an expired case
 * cannot lapse while it is in flight or replayed.
 */
function keepOthersAlive(generated: FuzzCase, until: number): FuzzCase {
  const messages = isObject(generated.request) ? generated.request['messages'] : undefined;
  if (generated.expect.ok || !Array.isArray(messages)) return generated;
  const broken = /^messages\[(\d+)\]/.exec(generated.expect.param)?.[1];
  const kept = messages.map((message: unknown, index) => {
    if (String(index) === broken || !isObject(message) || typeof message['expirationDateTime'] !== 'string') return message;
    const expires = dateTimeToEpochMs(message['expirationDateTime']);
    if (expires !== undefined && expires >= until) return message;
    const { expirationDateTime: _lapsing, ...rest } = message;
    return rest;
  });
  return { request: { ...(generated.request as Record<string, unknown>), messages: kept }, expect: generated.expect };
}

/**
 * The requests of a run, each generated at the moment it is asked for: valid
 * expirationDateTime values are at least {@link VALID_FOR_MS} after that moment (the clock of
 * the valid arbitraries moves on every hour), and an expired one (EXPIRATION_NOT_IN_FUTURE) is
 * at or before the whole second it is generated in, so no run length can turn either verdict.
 * The same seed gives the same sequence of rules; bodies also depend on the clock.
 * Under a `profile`, requests are valid under it or break one of its rules, generated against
 * the whole second they are asked in (a profile's horizon bounds expirations from both sides).
 */
export function caseSource(seed: number, identity: Identity, clock: () => number = Date.now, profile?: Readonly<ValidationProfile>): (index: number) => CheckCase {
  if (profile !== undefined) return profiledCaseSource(seed, identity, clock, profile);
  let mixed: { epoch: number; at: (index: number) => FuzzCase } | undefined;
  let expired: { second: number; at: (index: number) => FuzzCase } | undefined;
  return (index) => {
    const now = clock();
    const epoch = Math.floor(now / EPOCH_MS);
    if (mixed?.epoch !== epoch) {
      const validAfter = new Date(Math.floor(now / 1000) * 1000 + VALID_FOR_MS + EPOCH_MS);
      mixed = { epoch, at: fuzzArbitraries({ mode: 'mixed', rules: JSON_RULES, seed, now: validAfter }) };
    }
    let drawn = mixed.at(index);
    if (!drawn.expect.ok && drawn.expect.code === 'EXPIRATION_NOT_IN_FUTURE') {
      const second = Math.floor(now / 1000);
      if (expired?.second !== second) expired = { second, at: fuzzArbitraries({ mode: 'invalid', rules: ['EXPIRATION_NOT_IN_FUTURE'], seed, now: new Date(second * 1000) }) };
      drawn = keepOthersAlive(expired.at(index), now + VALID_FOR_MS);
    }
    const generated = personalise(drawn, identity);
    return { ...generated, index, rule: generated.expect.ok ? 'valid' : generated.expect.code };
  };
}

/** The requests of a run under a profile: valid under it or breaking one of its rules, generated against the current second. */
function profiledCaseSource(seed: number, identity: Identity, clock: () => number, profile: Readonly<ValidationProfile>): (index: number) => CheckCase {
  let current: { second: number; at: (index: number) => FuzzCase } | undefined;
  return (index) => {
    const second = Math.floor(clock() / 1000);
    if (current?.second !== second) {
      const now = new Date(second * 1000);
      const rules = rulesOf(undefined, profile, now) ?? [];
      current = { second, at: fuzzArbitraries({ mode: rules.length === 0 ? 'valid' : 'mixed', rules, seed, now, profile }) };
    }
    const generated = personalise(current.at(index), identity);
    return { ...generated, index, rule: generated.expect.ok ? 'valid' : generated.expect.code };
  };
}
