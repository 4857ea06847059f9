import { mimeTypeFromUrl } from '../from/mimeType';
import { _withoutNulls } from '../from/withoutNulls';
import type { AgentMessage } from '../types/agentMessage';
import type { RbmCardContent } from '../types/content';
import type { RbmSuggestion } from '../types/suggestion';
import { RBM_FEATURES, type RbmFeature } from './features';

/** Adds the features the actions of `suggestions` need. */
function addSuggestionFeatures(suggestions: readonly RbmSuggestion[] | undefined, needed: Set<RbmFeature>): void {
  for (const suggestion of suggestions ?? []) {
    if (!('action' in suggestion)) continue;
    const { action } = suggestion;
    if ('dialAction' in action) needed.add('ACTION_DIAL');
    if ('viewLocationAction' in action) needed.add('ACTION_VIEW_LOCATION');
    if ('createCalendarEventAction' in action) needed.add('ACTION_CREATE_CALENDAR_EVENT');
    if ('shareLocationAction' in action) needed.add('ACTION_SHARE_LOCATION');
    if ('openUrlAction' in action) needed.add('ACTION_OPEN_URL');
    if ('openUrlAction' in action && action.openUrlAction.application === 'WEBVIEW') needed.add('ACTION_OPEN_URL_IN_WEBVIEW');
  }
}

/** Adds the features a card needs: its suggestions', and PDF_IN_RICH_CARDS for media whose URL names a PDF. */
function addCardFeatures(card: RbmCardContent, needed: Set<RbmFeature>): void {
  const fileUrl = card.media?.contentInfo?.fileUrl;
  if (fileUrl !== undefined && mimeTypeFromUrl(fileUrl) === 'application/pdf') needed.add('PDF_IN_RICH_CARDS');
  addSuggestionFeatures(card.suggestions, needed);
}

/**
 * The device features a message needs, in {@link RBM_FEATURES}' order: its card kind, each kind
 * of suggested action, a webview, a PDF in a card (known by its URL's extension only). RBM
 * answers 400 INVALID_ARGUMENT to a message whose recipient's device lacks one. Reads a body
 * that passed {@link checkAgentMessage} (null read as absent); never throws on one.
 *
 * @public
 */
export function requiredFeaturesOf(message: AgentMessage): RbmFeature[] {
  const { richCard, suggestions } = (_withoutNulls(message) as AgentMessage).contentMessage;
  const needed = new Set<RbmFeature>();
  if (richCard !== undefined && 'standaloneCard' in richCard) {
    needed.add('RICHCARD_STANDALONE');
    addCardFeatures(richCard.standaloneCard.cardContent, needed);
  }
  if (richCard !== undefined && 'carouselCard' in richCard) {
    needed.add('RICHCARD_CAROUSEL');
    for (const card of richCard.carouselCard.cardContents) addCardFeatures(card, needed);
  }
  addSuggestionFeatures(suggestions, needed);
  return RBM_FEATURES.filter((feature) => needed.has(feature));
}
