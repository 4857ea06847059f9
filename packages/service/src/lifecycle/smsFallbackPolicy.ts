import { SMS_FALLBACK_TRIGGERS, type SmsFallbackPolicy, type SmsFallbackTrigger } from './smsFallback';

/** The triggers of a policy turned on without naming any: no RCS, and revoked by the platform's window (a refused content is rarely worth an SMS). @public */
export const SMS_FALLBACK_DEFAULT_TRIGGERS: readonly SmsFallbackTrigger[] = ['NOT_RCS_CAPABLE', 'REVOKED'];

/** The forms of an SMS sender, as SMPP addresses them: an international number, a short code, an alphanumeric id with a letter. */
const INTERNATIONAL = /^\+?[1-9]\d{7,14}$/;
const SHORT_CODE = /^\d{3,7}$/;
const ALPHANUMERIC = /^[A-Za-z0-9 ._-]{1,11}$/;
const LETTER = /[A-Za-z]/;

/** The most segments one SMS may be cut to (its concatenation header counts them in one octet). */
const HIGHEST_MAX_SEGMENTS = 255;

/** What is wrong with `value` as an SMS fallback policy, naming the field; undefined when nothing is. */
function issueOf(value: Partial<Record<keyof SmsFallbackPolicy, unknown>>): string | undefined {
  const { enabled, smsSender, triggers, maxSegments } = value;
  if (typeof enabled !== 'boolean') return 'enabled must be true or false';
  if (typeof smsSender !== 'string' || !(INTERNATIONAL.test(smsSender) || SHORT_CODE.test(smsSender) || (ALPHANUMERIC.test(smsSender) && LETTER.test(smsSender)))) {
    return 'smsSender must be an international number (8 to 15 digits), a short code (3 to 7 digits) or an alphanumeric id (1 to 11 letters, digits, space, dot, dash or underscore, with a letter)';
  }
  if (!Array.isArray(triggers) || triggers.length === 0 || !triggers.every((trigger) => (SMS_FALLBACK_TRIGGERS as readonly unknown[]).includes(trigger))) return `triggers must be a non-empty list of ${SMS_FALLBACK_TRIGGERS.join(', ')}`;
  if (!(typeof maxSegments === 'number' && Number.isInteger(maxSegments) && maxSegments >= 1 && maxSegments <= HIGHEST_MAX_SEGMENTS)) return 'maxSegments must be a whole number from 1 to 255';
  return undefined;
}

/**
 * `value` as an SMS fallback policy: a new object of exactly its four fields, its triggers once
 * each in the order of {@link SMS_FALLBACK_TRIGGERS}. Throws a TypeError naming the field when
 * `value` is not one: `enabled` a boolean; `smsSender` an international number (8 to 15 digits,
 * a leading + allowed), a short code (3 to 7 digits) or an alphanumeric id (1 to 11 letters,
 * digits, space, dot, dash or underscore, with a letter); `triggers` a non-empty subset of the
 * triggers; `maxSegments` 1 to 255.
 *
 * @public
 */
export function parseSmsFallbackPolicy(value: unknown): SmsFallbackPolicy {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new TypeError('an SMS fallback policy must be an object { enabled, smsSender, triggers, maxSegments }');
  const policy = value as Partial<Record<keyof SmsFallbackPolicy, unknown>>;
  const issue = issueOf(policy);
  if (issue !== undefined) throw new TypeError(issue);
  const triggers = policy.triggers as readonly SmsFallbackTrigger[];
  return { enabled: policy.enabled as boolean, smsSender: policy.smsSender as string, triggers: SMS_FALLBACK_TRIGGERS.filter((trigger) => triggers.includes(trigger)), maxSegments: policy.maxSegments as number };
}
