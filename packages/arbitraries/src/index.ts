// The public surface of @rcs-send/arbitraries, named one by one so that a new export shows in a diff.
export { sendRequestArbitraryDefaults, VALID_EXPIRATION_LEAD_DAYS, type SendRequestArbitraryOptions } from './options';
export { sendRequest } from './sendRequest';
export { message } from './message';
export { contentMessage, textContent, mediaContent, richCardContent } from './contentMessage';
export { richCard, standaloneCard, carouselCard } from './richCard';
export { cardContent } from './cardContent';
export { cardMedia } from './cardMedia';
export { contentInfo } from './contentInfo';
export { suggestion } from './suggestions/suggestion';
export { reply } from './suggestions/reply';
export { openUrlAction } from './suggestions/openUrlAction';
export { dialAction } from './suggestions/dialAction';
export { viewLocationAction } from './suggestions/viewLocationAction';
export { shareLocationAction } from './suggestions/shareLocationAction';
export { createCalendarEventAction } from './suggestions/createCalendarEventAction';
export { msisdn } from './phone';
export { organizationId } from './organizationId';
export { jsonByteLength } from './bytes';
export { invalidSendRequest, type InvalidSendRequestOptions } from './invalidSendRequest';
export { mutationFor, invalidSendRequestFor } from './mutations/registry';
export type { InvalidSendRequest, Mutation } from './mutations/types';
export { validationProfile } from './profile/validationProfile';
export { profiledSendRequest } from './profile/profiledSendRequest';
export {
  profileViolation,
  profileViolationFor,
  profileRuleCodes,
  type ProfileViolation,
  type ProfileRuleCode,
} from './profile/profileViolation';
