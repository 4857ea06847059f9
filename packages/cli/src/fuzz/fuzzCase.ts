import { invalidSendRequestFor, jsonByteLength, message, organizationId, profiledSendRequest, profileRuleCodes, profileViolationFor, sendRequest, type ProfileRuleCode } from '@rcs-send/arbitraries';
import { ERROR_CODES, LIMITS, type ErrorCode, type ProfileErrorCode, type SendRequest, type ValidationProfile } from '@rcs-send/core';
import fc from 'fast-check';

/** Which requests to generate: valid only, one broken rule each, or both. */
export type FuzzMode = 'valid' | 'invalid' | 'mixed';

/** What a conforming implementation must answer for a generated request. */
export type Expectation = { ok: true } | { ok: false; code: ErrorCode | ProfileErrorCode; param: string };

/** One generated request and its expectation: one NDJSON line of `rcs-send fuzz`. */
export interface FuzzCase {
  /** The request body. */
  request: unknown;
  /** The expected verdict. */
  expect: Expectation;
}

/** How to generate the cases of one run. */
export interface FuzzPlan {
  /** valid, invalid or mixed. */
  mode: FuzzMode;
  /** The only rule to break, or every rule of the catalogue (of the profile, with one) in turn. */
  rules: readonly (ErrorCode | ProfileRuleCode)[];
  /** The seed of the run: the same seed, plan and index give the same case. */
  seed: number;
  /** The clock expirationDateTime is generated against. */
  now: Date;
  /** The validation profile every request is generated under: valid under it, or breaking one of its rules. */
  profile?: Readonly<ValidationProfile> | undefined;
}

/** A well-mixed 32-bit seed for case `index` of a run with `seed` (murmur3's finaliser). */
function caseSeed(seed: number, index: number): number {
  let h = (Math.imul(index + 1, 0x9e3779b1) ^ seed) | 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) | 0;
}

/** Bytes a valid message keeps free under the size limit, so that check may put a tenant's sender (up to this long) in its from. */
const SENDER_ROOM_BYTES = 1024;

/**
 * Valid requests of the API: mostly small ASCII ones, a third with multi-byte, astral and
 * control characters, and one in ten a message at its limits in such text (max-length strings,
 * 11 suggestions, 10 cards; {@link SENDER_ROOM_BYTES} under the size limit), so that an
 * implementation counting a length in UTF-16 units or bytes, or taking a limit as exclusive,
 * refuses a valid request.
 */
function validRequests(now: Date): fc.Arbitrary<SendRequest> {
  const atLimits = message({ now, atLimits: true, unicode: true }).filter((generated) => jsonByteLength(generated) <= LIMITS.messageBytesMax - SENDER_ROOM_BYTES);
  return fc.oneof(
    { weight: 6, arbitrary: sendRequest({ now }) },
    { weight: 3, arbitrary: sendRequest({ now, unicode: true }) },
    { weight: 1, arbitrary: fc.record({ organizationId: organizationId(), messages: fc.tuple(atLimits) }) },
  );
}

/** Requests that break the rule of `code`, in ASCII or in multi-byte and astral text, half each. */
const brokenRequests = (code: ErrorCode, now: Date) => fc.oneof(invalidSendRequestFor(code, { now }), invalidSendRequestFor(code, { now, unicode: true }));

/** The arbitraries of a plan, built once per run. */
export function fuzzArbitraries(plan: FuzzPlan): (index: number) => FuzzCase {
  const { profile, now } = plan;
  const valid = (profile === undefined ? validRequests(now) : profiledSendRequest(profile, { now })).map((request): FuzzCase => ({ request, expect: { ok: true } }));
  const invalid = plan.rules.map((code) =>
    (profile === undefined ? brokenRequests(code as ErrorCode, now) : profileViolationFor(code as ProfileRuleCode, profile, { now })).map((broken): FuzzCase => ({
      request: broken.request,
      expect: { ok: false, code: broken.code, param: broken.param },
    })),
  );
  return (index) => {
    const seed = caseSeed(plan.seed, index);
    if (plan.mode === 'valid' || (plan.mode === 'mixed' && seed >= 0)) return fc.sample(valid, { seed, numRuns: 1 })[0] as FuzzCase;
    // --invalid takes the rules in turn; --mixed draws one from the case's seed.
    const rule = plan.mode === 'invalid' ? index % invalid.length : (seed >>> 8) % invalid.length;
    const arbitrary = invalid[rule] as fc.Arbitrary<FuzzCase>;
    return fc.sample(arbitrary, { seed, numRuns: 1 })[0] as FuzzCase;
  };
}

/** The rules a JSON body can break: all but FIELD_UNREADABLE (a throwing getter is not JSON). */
export const JSON_RULES: readonly ErrorCode[] = ERROR_CODES.filter((code) => code !== 'FIELD_UNREADABLE');

/**
 * The rules a `--rule` option selects: that one code, or every rule a JSON body can break; under
 * a profile, its rules a request can break alone. Undefined when the code is not one of them.
 */
export function rulesOf(rule: string | undefined, profile?: Readonly<ValidationProfile>, now = new Date()): readonly (ErrorCode | ProfileRuleCode)[] | undefined {
  const rules: readonly string[] = profile === undefined ? JSON_RULES : profileRuleCodes(profile, { now });
  if (rule === undefined) return rules as readonly (ErrorCode | ProfileRuleCode)[];
  return rules.includes(rule) ? [rule as ErrorCode | ProfileRuleCode] : undefined;
}
