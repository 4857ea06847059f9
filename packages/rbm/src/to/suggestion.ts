import type { Suggestion } from '@rcs-send/core';
import { _defined } from '../defined';
import { toRbmTimestamp } from '../time/utcTimestamp';
import type { RbmSuggestedAction, RbmSuggestion } from '../types/suggestion';

/**
 * One suggestion in RBM's shape: a reply stays a reply; an action's text and postbackData
 * move up to `action`, its own fields stay under its kind (latitude and longitude as latLong).
 * @internal
 */
export function _toRbmSuggestion(suggestion: Suggestion): RbmSuggestion {
  if ('reply' in suggestion) return { reply: { text: suggestion.reply.text, postbackData: suggestion.reply.postbackData } };
  return { action: toRbmAction(suggestion) };
}

function toRbmAction(suggestion: Exclude<Suggestion, { reply: unknown }>): RbmSuggestedAction {
  if ('dialAction' in suggestion) {
    const { text, postbackData, phoneNumber } = suggestion.dialAction;
    return { text, postbackData, dialAction: { phoneNumber } };
  }
  if ('viewLocationAction' in suggestion) {
    const { text, postbackData, latitude, longitude, label } = suggestion.viewLocationAction;
    return { text, postbackData, viewLocationAction: _defined({ latLong: { latitude, longitude }, label }) };
  }
  if ('openUrlAction' in suggestion) {
    const { text, postbackData, url } = suggestion.openUrlAction;
    return { text, postbackData, openUrlAction: { url } };
  }
  if ('shareLocationAction' in suggestion) {
    const { text, postbackData } = suggestion.shareLocationAction;
    return { text, postbackData, shareLocationAction: {} };
  }
  const { text, postbackData, startTime, endTime, title, description } = suggestion.createCalendarEventAction;
  const event = _defined({ startTime: toRbmTimestamp(startTime), endTime: toRbmTimestamp(endTime), title, description });
  return { text, postbackData, createCalendarEventAction: event };
}
