import { LIMITS, validateMessage, type ContentKind, type ContentMessage, type Message, type SendRequest, type ValidationProfile } from '@rcs-send/core';
import fc from 'fast-check';
import { mediaContent, richCardContentOf, textContentOf } from '../contentMessage';
import { futureDateTime } from '../dateTime';
import { fitToBytes } from '../fit';
import { baseSettings } from '../mutations/place';
import { VALID_EXPIRATION_LEAD_DAYS, type SendRequestArbitraryOptions, type Settings } from '../options';
import { organizationId } from '../organizationId';
import { compact } from '../path';
import { writtenForm } from '../phone';
import { arrayOf, boundedText } from '../text';
import { conformContent, type AllowedUrls } from './conform';
import { ProfileModel } from './profileModel';

/** Ten years, in milliseconds: the furthest a generated expiration goes. */
const TEN_YEARS_MS = 10 * 365 * 24 * 3600 * 1000;

/** True iff the API alone accepts `url` as a media URL (a public https host). */
function isMediaUrl(url: string): boolean {
  return validateMessage({ to: '351912345678', from: 'a', contentMessage: { contentInfo: { fileUrl: url, mimeType: 'image/jpeg' } } }).ok;
}

/** A host each allowedHosts entry allows: the entry itself, or `www.` below a `*.` entry's domain. */
function allowedHostNames(model: ProfileModel): readonly string[] | undefined {
  return model.data.allowedHosts?.map((entry) => (entry.startsWith('*.') ? `www.${entry.slice(2)}` : entry));
}

/** The URLs conformed values use: on the first allowed host that suits each place (any host without a list). */
function allowedUrls(model: ProfileModel): AllowedUrls {
  const hosts = allowedHostNames(model);
  if (hosts === undefined) return { open: 'https://www.example.com/offer', media: 'https://cdn.example.com/media/file.jpg' };
  const open = hosts.map((host) => `https://${host}/offer`).find((url) => validateMessage({ to: '351912345678', from: 'a', contentMessage: { text: 't', suggestions: [{ openUrlAction: { text: 't', url, postbackData: 'p' } }] } }).ok);
  const media = hosts.map((host) => `https://${host}/media/file.jpg`).find(isMediaUrl);
  return { open, media };
}

/** Everything a profiled generator reads, resolved once. @internal */
export interface ProfilePlan {
  /** The generator's reading of the profile. */
  readonly model: ProfileModel;
  /** The allowed URLs. */
  readonly urls: AllowedUrls;
  /** The resolved options (budget kept below the size limit, for room to break a rule). */
  readonly settings: Settings;
}

/** The plan of generation under `profile`. @internal */
export function profilePlan(profile: ValidationProfile, options?: SendRequestArbitraryOptions): ProfilePlan {
  const model = new ProfileModel(profile, LIMITS.messagesMax);
  if (model.allowedNumbers.length === 0) throw new Error('@rcs-send/arbitraries: the profile allows no calling code of a real number');
  return { model, urls: allowedUrls(model), settings: baseSettings(options) };
}

/** Valid content of `kind`, before the profile conforms it. */
function contentOfKind(settings: Settings, kind: ContentKind): fc.Arbitrary<ContentMessage> {
  if (kind === 'text') return textContentOf(settings);
  if (kind === 'media') return mediaContent(settings);
  return richCardContentOf(settings, { kind: kind === 'carousel' ? 'carouselCard' : 'standaloneCard' });
}

/** Content of an allowed kind that follows the profile. */
function profiledContent(plan: ProfilePlan): fc.Arbitrary<ContentMessage> {
  const { model, urls, settings } = plan;
  const kinds = model.contentKinds.filter((kind) => kind !== 'media' || urls.media !== undefined);
  if (kinds.length === 0) throw new Error('@rcs-send/arbitraries: the profile allows media only, on no host the API accepts');
  return fc
    .constantFrom(...kinds)
    .chain((kind) => contentOfKind(settings, kind))
    .map((content) => conformContent(model, urls, structuredClone(content)) as ContentMessage);
}

/**
 * How far inside (and, broken, beyond) the profile's horizon a generated expiration stays, in
 * milliseconds: a minute, or a quarter of a shorter horizon. A request validated up to that
 * long before or after its generation clock keeps its verdict. @internal
 */
export function horizonMarginMs(horizonSeconds: number): number {
  return Math.min(60_000, Math.floor((horizonSeconds * 1000) / 4));
}

/**
 * An expirationDateTime, present when the profile requires one: without a horizon more than
 * VALID_EXPIRATION_LEAD_DAYS days after `now` (as without a profile); with one, within it by at
 * least {@link horizonMarginMs} at both ends.
 */
function profiledExpiration(plan: ProfilePlan): fc.Arbitrary<string | undefined> {
  const { data } = plan.model;
  const now = plan.settings.now;
  const expiration =
    data.maxExpirationSeconds === undefined
      ? futureDateTime(now, VALID_EXPIRATION_LEAD_DAYS)
      : fc
          .integer({ min: horizonMarginMs(data.maxExpirationSeconds), max: Math.min(data.maxExpirationSeconds * 1000 - horizonMarginMs(data.maxExpirationSeconds), TEN_YEARS_MS) })
          .map((ahead) => new Date(now.getTime() + ahead).toISOString());
  return data.expirationRequired === true ? expiration : fc.option(expiration, { nil: undefined });
}

/** A message valid under the API's rules and the profile's. @internal */
export function profiledMessage(plan: ProfilePlan): fc.Arbitrary<Message> {
  return fc
    .tuple(writtenForm(fc.constantFrom(...plan.model.allowedNumbers)), boundedText(64, { ...plan.settings, atLimits: false }), profiledExpiration(plan), profiledContent(plan))
    .map(([to, from, expirationDateTime, contentMessage]) => fitToBytes(compact({ to, from, expirationDateTime, contentMessage }), plan.settings.budget));
}

/** Requests of `min` to `max` messages valid under the profile. @internal */
export function profiledRequestOf(plan: ProfilePlan, min: number, max: number): fc.Arbitrary<SendRequest> {
  return fc
    .tuple(organizationId(), arrayOf(profiledMessage(plan), min, max, plan.settings))
    .map(([id, messages]) => ({ organizationId: id, messages }));
}

/**
 * Requests valid under the API's rules and under `profile` (its data, as `createValidationProfile`
 * takes it), built by construction: allowed countries, kinds, hosts and counts, expirations within
 * the horizon (a minute inside it at both ends, or a quarter of a shorter horizon), no refused term. Throws when the profile leaves nothing to generate.
 *
 * @public
 */
export function profiledSendRequest(profile: ValidationProfile, options?: SendRequestArbitraryOptions): fc.Arbitrary<SendRequest> {
  const plan = profilePlan(profile, options);
  return profiledRequestOf(plan, LIMITS.messagesMin, plan.model.maxMessages);
}
