import type { Suggestion } from '@rcs-send/core';
import { _defined } from '../defined';
import type { RbmSuggestedAction, RbmSuggestion } from '../types/suggestion';
import { _importIssue, type FromAgentMessageIssue } from './issues';

/** Text and postbackData as the core's suggestions hold them (a missing postbackData is the core's to report). */
type Base = { text: string; postbackData: string };

/**
 * A canonical suggestion built from a checked, null-free RBM one; what has no equivalent is
 * added to `issues` (a composeAction gives no suggestion at all).
 * @internal
 */
export function _fromRbmSuggestion(suggestion: RbmSuggestion, path: string, issues: FromAgentMessageIssue[]): Suggestion | undefined {
  if ('reply' in suggestion) return { reply: _defined({ text: suggestion.reply.text, postbackData: suggestion.reply.postbackData }) as Base };
  return fromRbmAction(suggestion.action, `${path}.action`, issues);
}

function fromRbmAction(action: RbmSuggestedAction, path: string, issues: FromAgentMessageIssue[]): Suggestion | undefined {
  const base = _defined({ text: action.text, postbackData: action.postbackData }) as Base;
  if (action.fallbackUrl !== undefined) issues.push(_importIssue('RBM_FALLBACK_URL', `${path}.fallbackUrl`));
  if ('dialAction' in action) return { dialAction: { ...base, phoneNumber: action.dialAction.phoneNumber } };
  if ('viewLocationAction' in action) {
    const { latLong, label, query } = action.viewLocationAction;
    if (query !== undefined) issues.push(_importIssue('RBM_LOCATION_QUERY', `${path}.viewLocationAction.query`));
    // proto3 JSON: an absent double is 0
    return { viewLocationAction: _defined({ ...base, latitude: latLong?.latitude ?? 0, longitude: latLong?.longitude ?? 0, label }) };
  }
  if ('openUrlAction' in action) {
    const { url, application, webviewViewMode, description } = action.openUrlAction;
    const at = `${path}.openUrlAction`;
    if (application === 'WEBVIEW') issues.push(_importIssue('RBM_WEBVIEW', `${at}.application`));
    if (webviewViewMode !== undefined) issues.push(_importIssue('RBM_WEBVIEW', `${at}.webviewViewMode`));
    if (description !== undefined) issues.push(_importIssue('RBM_WEBVIEW', `${at}.description`));
    return { openUrlAction: { ...base, url } };
  }
  if ('createCalendarEventAction' in action) {
    const { startTime, endTime, title, description } = action.createCalendarEventAction;
    return { createCalendarEventAction: _defined({ ...base, startTime, endTime, title, description }) };
  }
  if ('shareLocationAction' in action) return { shareLocationAction: base };
  issues.push(_importIssue('RBM_COMPOSE_ACTION', `${path}.composeAction`));
  return undefined;
}
