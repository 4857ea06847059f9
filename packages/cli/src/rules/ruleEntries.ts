import { invalidSendRequestFor, mutationFor } from '@rcs-send/arbitraries';
import { ERROR_CATALOGUE, ERROR_CODES, validateSendRequest, type ErrorCode } from '@rcs-send/core';
import fc from 'fast-check';
import { JSON_RULES } from '../fuzz/fuzzCase';

/** One rule as `rcs-send rules` lists it. */
export interface RuleEntry {
  /** The error code. */
  code: ErrorCode;
  /** The rule, stated as a requirement on the request. */
  rule: string;
  /** Where the rule is stated: sections of the API reference, or its decisions. */
  source: string;
  /** The shape of the `param` it is reported at (`i`, `j`, `k` stand for indexes). */
  param: string;
  /** What the core reports for one generated request that breaks it. */
  example: { param: string; description: string };
  /** How `rcs-send fuzz` breaks it. */
  mutation: string;
  /** The fuzz command generating it, or null for a rule no JSON body can break. */
  fuzz: string | null;
}

/** The clock and seed of the examples: fixed, so that the listing is the same on every run. */
const EXAMPLE_NOW = new Date('2030-01-01T00:00:00Z');
const EXAMPLE_SEED = 1;

/** The issue the core reports for a request generated to break `code`. */
function exampleOf(code: ErrorCode): { param: string; description: string } {
  const [broken] = fc.sample(invalidSendRequestFor(code, { now: EXAMPLE_NOW }), { seed: EXAMPLE_SEED, numRuns: 1 });
  const issue = broken === undefined ? undefined : validateSendRequest(broken.request, { now: EXAMPLE_NOW }).issues.find((found) => found.code === code);
  return { param: issue?.param ?? '', description: issue?.description ?? ERROR_CATALOGUE[code].description };
}

/** The catalogue entries of `codes` (every code by default), in catalogue order, each with an example. */
export function ruleEntries(codes: readonly ErrorCode[] = ERROR_CODES): RuleEntry[] {
  return codes.map((code) => {
    const { rule, source, param } = ERROR_CATALOGUE[code];
    const mutation = mutationFor(code).description;
    return { code, rule, source, param, example: exampleOf(code), mutation, fuzz: JSON_RULES.includes(code) ? `rcs-send fuzz --rule ${code}` : null };
  });
}
