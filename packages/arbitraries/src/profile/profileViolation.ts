import { CONTENT_KINDS, LIMITS, SUGGESTION_TYPES, validateMessage, type Message, type ProfileErrorCode, type Suggestion, type SuggestionType, type ValidationProfile } from '@rcs-send/core';
import fc from 'fast-check';
import type { SendRequestArbitraryOptions } from '../options';
import { joinParam } from '../path';
import { writtenForm } from '../phone';
import { carryMediaUrl, carrierKind, carrySuggestion, carryText, minimalContent, type Carried } from './profileCarriers';
import { horizonMarginMs, profiledMessage, profiledRequestOf, profilePlan, type ProfilePlan } from './profiledSendRequest';

/** A request valid under the API's rules that breaks exactly one rule of a profile, with the one issue expected. @public */
export interface ProfileViolation {
  /** The request body. */
  readonly request: unknown;
  /** The code of the one issue expected. */
  readonly code: ProfileErrorCode;
  /** The param of that issue. */
  readonly param: string;
}

/** The codes a profile's violations can carry: one per rule a profile states. @public */
export type ProfileRuleCode = Exclude<ProfileErrorCode, 'PROFILE_RULE_FAILED' | 'PROFILE_RULE_RESULT_INVALID' | 'PROFILE_OPTIONS_INVALID'>;

/** A message broken at one place, with the param relative to it. */
type BrokenMessage = fc.Arbitrary<{ message: Message; param: string }>;

/** The latest instant RFC 3339 writes (9999-12-31T23:59:59.999Z). */
const LAST_INSTANT = Date.UTC(9999, 11, 31, 23, 59, 59, 999);
/** A lone surrogate (read by code points, a pair is one astral point): a term with one cannot be written in valid text. */
const LONE_SURROGATE = /\p{Cs}/u;
/** Ten years, in milliseconds. */
const TEN_YEARS_MS = 10 * 365 * 24 * 3600 * 1000;

/** A valid message whose content is replaced by a carried one. */
function withContent(plan: ProfilePlan, carried: fc.Arbitrary<Carried>): BrokenMessage {
  return fc.tuple(profiledMessage(plan), carried).map(([message, { content, param }]) => ({ message: { ...message, contentMessage: content }, param }));
}

/** A suggestion of `type` that follows the profile in everything but its type, or undefined. */
function suggestionOf(plan: ProfilePlan, type: SuggestionType, url?: string): Suggestion | undefined {
  const text = plan.model.filler;
  const postbackData = 'p';
  if (type === 'reply') return { reply: { text, postbackData } };
  if (type === 'openUrlAction') return (url ?? plan.urls.open) === undefined ? undefined : { openUrlAction: { text, url: (url ?? plan.urls.open) as string, postbackData } };
  if (type === 'dialAction') return { dialAction: { text, phoneNumber: '+351912345678', postbackData } };
  if (type === 'viewLocationAction') return { viewLocationAction: { text, latitude: 38.7, longitude: -9.1, postbackData } };
  if (type === 'shareLocationAction') return { shareLocationAction: { text, postbackData } };
  return { createCalendarEventAction: { text, title: text, startTime: '2030-01-01T10:00:00Z', endTime: '2030-01-01T11:00:00Z', postbackData } };
}

/** Hosts the profile refuses that the API accepts in `place`: lookalikes of each entry, and one unrelated host. */
function refusedUrls(plan: ProfilePlan, place: 'open' | 'media'): string[] {
  const domains = (plan.model.data.allowedHosts ?? []).map((entry) => (entry.startsWith('*.') ? entry.slice(2) : entry).replace(/\.$/, ''));
  const hosts = [...domains.flatMap((domain) => [`evil${domain}`, `${domain}.evil.net`]), 'not-allowed.example.net'];
  return hosts
    .map((host) => (place === 'open' ? `https://${host}/offer` : `https://${host}/media/file.png`))
    .filter((url) => {
      if (plan.model.hostAllowed(url)) return false;
      const content = place === 'open' ? { text: 't', suggestions: [{ openUrlAction: { text: 't', url, postbackData: 'p' } }] } : { contentInfo: { fileUrl: url, mimeType: 'image/png' } };
      return validateMessage({ to: '351912345678', from: 'a', contentMessage: content }).ok;
    });
}

/** The broken message of each message-level rule, or undefined where the profile gives no way to break it alone. */
function brokenMessage(plan: ProfilePlan, code: ProfileRuleCode): BrokenMessage | undefined {
  const { model, settings } = plan;
  const { data } = model;
  const carrier = carrierKind(plan);
  switch (code) {
    case 'PROFILE_COUNTRY_NOT_ALLOWED':
      if (model.refusedNumbers.length === 0) return undefined;
      return fc.tuple(profiledMessage(plan), writtenForm(fc.constantFrom(...model.refusedNumbers))).map(([message, to]) => ({ message: { ...message, to }, param: 'to' }));
    case 'PROFILE_EXPIRATION_REQUIRED':
      if (data.expirationRequired !== true) return undefined;
      return profiledMessage(plan).map(({ expirationDateTime: _dropped, ...message }) => ({ message, param: 'expirationDateTime' }));
    case 'PROFILE_EXPIRATION_TOO_FAR': {
      if (data.maxExpirationSeconds === undefined) return undefined;
      const first = settings.now.getTime() + data.maxExpirationSeconds * 1000 + horizonMarginMs(data.maxExpirationSeconds);
      if (first > LAST_INSTANT) return undefined;
      const beyond = fc.integer({ min: first, max: Math.min(first + TEN_YEARS_MS, LAST_INSTANT) }).map((ms) => new Date(ms).toISOString());
      return fc.tuple(profiledMessage(plan), beyond).map(([message, expirationDateTime]) => ({ message: { ...message, expirationDateTime }, param: 'expirationDateTime' }));
    }
    case 'PROFILE_CONTENT_KIND_NOT_ALLOWED': {
      const refused = CONTENT_KINDS.filter((kind) => !model.contentKinds.includes(kind)).flatMap((kind) => minimalContent(plan, kind) ?? []);
      return refused.length === 0 ? undefined : withContent(plan, fc.constantFrom(...refused));
    }
    case 'PROFILE_SUGGESTION_KIND_NOT_ALLOWED': {
      const refused = SUGGESTION_TYPES.filter((type) => !model.suggestionKinds.includes(type) && suggestionOf(plan, type) !== undefined);
      if (carrier === undefined || refused.length === 0) return undefined;
      const carried = fc.constantFrom(...refused).map((type): Carried => {
        const { content, param } = carrySuggestion(plan, carrier, suggestionOf(plan, type) as Suggestion);
        return { content, param: `${param}.${type}` };
      });
      return withContent(plan, carried);
    }
    case 'PROFILE_HOST_NOT_ALLOWED': {
      const open = model.suggestionKinds.includes('openUrlAction') && carrier !== undefined ? refusedUrls(plan, 'open') : [];
      if (open.length > 0 && carrier !== undefined) {
        return withContent(plan, fc.constantFrom(...open).map((url) => carrySuggestion(plan, carrier, suggestionOf(plan, 'openUrlAction', url) as Suggestion))).map(({ message, param }) => ({ message, param: `${param}.openUrlAction.url` }));
      }
      const media = refusedUrls(plan, 'media').flatMap((url) => carryMediaUrl(plan, url) ?? []);
      return media.length === 0 ? undefined : withContent(plan, fc.constantFrom(...media));
    }
    case 'PROFILE_TERM_NOT_ALLOWED': {
      const terms = (data.refusedTerms ?? []).filter((term) => !LONE_SURROGATE.test(term));
      if (carrier === undefined || terms.length === 0) return undefined;
      const written = fc.tuple(fc.constantFrom(...terms), fc.boolean(), fc.nat(3), fc.nat(3)).map(([term, upper, before, after]) => {
        const variant = upper && term.toUpperCase().toLowerCase().includes(term.toLowerCase()) ? term.toUpperCase() : term;
        return model.filler.repeat(before) + variant + model.filler.repeat(after);
      });
      return withContent(plan, written.map((text) => carryText(plan, carrier, text)));
    }
    default:
      return undefined;
  }
}

/** Violations of `code` under the plan, or undefined where the profile does not state that rule. */
function violationsOf(plan: ProfilePlan, code: ProfileRuleCode): fc.Arbitrary<ProfileViolation> | undefined {
  if (code === 'PROFILE_TOO_MANY_MESSAGES') {
    const max = plan.model.maxMessages;
    if (max >= LIMITS.messagesMax) return undefined;
    return profiledRequestOf(plan, max + 1, LIMITS.messagesMax).map((request) => ({ request, code, param: 'messages' }));
  }
  const broken = brokenMessage(plan, code);
  if (broken === undefined) return undefined;
  return fc.tuple(profiledRequestOf(plan, 1, plan.model.maxMessages), broken, fc.nat()).map(([request, { message, param }, pick]) => {
    const index = pick % request.messages.length;
    const messages: unknown[] = [...request.messages];
    messages[index] = message;
    return { request: { ...request, messages }, code, param: joinParam(`messages[${index}]`, param) };
  });
}

/** Every rule a profile can state, in catalogue order. */
const RULE_CODES: readonly ProfileRuleCode[] = [
  'PROFILE_TOO_MANY_MESSAGES',
  'PROFILE_COUNTRY_NOT_ALLOWED',
  'PROFILE_EXPIRATION_REQUIRED',
  'PROFILE_EXPIRATION_TOO_FAR',
  'PROFILE_CONTENT_KIND_NOT_ALLOWED',
  'PROFILE_SUGGESTION_KIND_NOT_ALLOWED',
  'PROFILE_HOST_NOT_ALLOWED',
  'PROFILE_TERM_NOT_ALLOWED',
];

/** The rules of `profile` that a request can break alone (with everything else valid), in catalogue order. @public */
export function profileRuleCodes(profile: ValidationProfile, options?: SendRequestArbitraryOptions): ProfileRuleCode[] {
  const plan = profilePlan(profile, options);
  return RULE_CODES.filter((code) => violationsOf(plan, code) !== undefined);
}

/**
 * Requests valid under the API's rules that break exactly the profile rule `code` once, at a
 * random message, with the one issue expected. Throws when the profile does not state that rule
 * (see {@link profileRuleCodes}).
 *
 * @public
 */
export function profileViolationFor(code: ProfileRuleCode, profile: ValidationProfile, options?: SendRequestArbitraryOptions): fc.Arbitrary<ProfileViolation> {
  const violations = violationsOf(profilePlan(profile, options), code);
  if (violations === undefined) throw new Error(`@rcs-send/arbitraries: the profile gives no way to break ${code} alone`);
  return violations;
}

/** Requests that break exactly one rule of `profile`, any rule it states. Throws when it states none. @public */
export function profileViolation(profile: ValidationProfile, options?: SendRequestArbitraryOptions): fc.Arbitrary<ProfileViolation> {
  const plan = profilePlan(profile, options);
  const each = RULE_CODES.flatMap((code) => violationsOf(plan, code) ?? []);
  if (each.length === 0) throw new Error('@rcs-send/arbitraries: the profile states no rule a request can break alone');
  return fc.oneof(...each);
}
