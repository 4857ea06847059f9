import { invalidSendRequestFor, profiledSendRequest, profileRuleCodes, profileViolationFor, sendRequest, type ProfileRuleCode } from '@rcs-send/arbitraries';
import { ERROR_CODES, type ErrorCode, type ProfileErrorCode, type ValidationProfile } from '@rcs-send/core';
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

/** The arbitraries of a plan, built once per run. */
export function fuzzArbitraries(plan: FuzzPlan): (index: number) => FuzzCase {
  const { profile, now } = plan;
  const valid = (profile === undefined ? sendRequest({ now }) : profiledSendRequest(profile, { now })).map((request): FuzzCase => ({ request, expect: { ok: true } }));
  const invalid = plan.rules.map((code) =>
    (profile === undefined ? invalidSendRequestFor(code as ErrorCode, { now }) : profileViolationFor(code as ProfileRuleCode, profile, { now })).map((broken): FuzzCase => ({
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
