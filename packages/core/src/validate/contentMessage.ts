import { _FIELD_TABLE } from '../fields/fieldTable';
import { LIMITS } from '../limits/limits';
import type { ContentMessage } from '../types/content';
import { _contentInfo } from './contentInfo';
import type { _Context } from './context';
import { _readContentMessage } from './fieldReaders';
import { _recordField, _stringField } from './fields';
import { _richCard } from './richCard';
import { _suggestionsField } from './suggestion';

const CONTENT = _FIELD_TABLE.contentMessage;

/**
 * A contentMessage (API reference 2.3): exactly one primary content type, suggestions only beside
 * text; its canonical form (meaningful only when no issue was added).
 *
 * @internal
 */
export function _contentMessage(ctx: _Context, input: Record<string, unknown>): ContentMessage {
  const [t, s, c, r] = _readContentMessage(ctx, input);
  const types = (t === undefined ? 0 : 1) + (c === undefined ? 0 : 1) + (r === undefined ? 0 : 1);
  if (types !== 1) ctx.report(types === 0 ? 'CONTENT_TYPE_MISSING' : 'CONTENT_TYPE_MULTIPLE');
  const suggestionsAllowed = c === undefined && r === undefined;
  if (s !== undefined && !suggestionsAllowed) ctx.reportField('SUGGESTIONS_NOT_ALLOWED', 'suggestions');

  const text = _stringField(ctx, t, 'text', CONTENT.text);
  const info = _recordField(ctx, c, 'contentInfo', CONTENT.contentInfo);
  ctx.enter('contentInfo');
  const contentInfo = info === undefined ? undefined : _contentInfo(ctx, info);
  ctx.leave();
  const card = _recordField(ctx, r, 'richCard', CONTENT.richCard);
  ctx.enter('richCard');
  const richCard = card === undefined ? undefined : _richCard(ctx, card);
  ctx.leave();
  const suggestions = suggestionsAllowed
    ? _suggestionsField(ctx, s, CONTENT.suggestions, LIMITS.messageSuggestionsMax, 'SUGGESTIONS_TOO_MANY')
    : undefined;

  if (contentInfo !== undefined) return { contentInfo };
  if (richCard !== undefined) return { richCard };
  return (suggestions === undefined ? { text } : { text, suggestions }) as ContentMessage;
}
