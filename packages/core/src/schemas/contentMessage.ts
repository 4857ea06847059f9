import * as v from 'valibot';
import { PRIMARY_CONTENT_TYPES } from '../limits/enums';
import { LIMITS } from '../limits/limits';
import type { ContentMessage } from '../types/content';
import { _FIELD_TABLE } from '../fields/fieldTable';
import { ContentInfoSchema } from './contentInfo';
import { _countPresent, _has, type _Record } from './json';
import { RichCardSchema } from './richCard';
import { _fields, _record, _strictObject } from './strictObject';
import { SuggestionSchema } from './suggestion';
import { _list, _text } from './values';

/** True unless contentInfo or richCard is present: suggestions are allowed only beside text (contract). */
function suggestionsAllowed(content: _Record): boolean {
  return !_has(content, 'contentInfo') && !_has(content, 'richCard');
}

/**
 * The content of a message: exactly one primary content type, each present one validated;
 * `suggestions` only beside text (API reference 2.3, 2.4, 10).
 *
 * @public
 */
export const ContentMessageSchema: v.GenericSchema<unknown, ContentMessage> = v.pipe(
  _strictObject(
    _fields({
      text: v.exactOptional(_text(_FIELD_TABLE.contentMessage.text)),
      suggestions: v.exactOptional(
        _list(SuggestionSchema, { max: LIMITS.messageSuggestionsMax, tooMany: 'SUGGESTIONS_TOO_MANY' }),
      ),
      contentInfo: v.exactOptional(ContentInfoSchema),
      richCard: v.exactOptional(RichCardSchema),
    }),
    {
      rules: v.pipe(
        _record(),
        v.check((content) => _countPresent(content, PRIMARY_CONTENT_TYPES) > 0, 'CONTENT_TYPE_MISSING'),
        v.check((content) => _countPresent(content, PRIMARY_CONTENT_TYPES) < 2, 'CONTENT_TYPE_MULTIPLE'),
        v.forward(
          v.check((content) => !_has(content, 'suggestions') || suggestionsAllowed(content), 'SUGGESTIONS_NOT_ALLOWED'),
          ['suggestions'],
        ),
      ),
      // Suggestions refused by SUGGESTIONS_NOT_ALLOWED are not validated further (as the core does).
      unchecked: (content) => (suggestionsAllowed(content) ? [] : ['suggestions']),
    },
  ),
  // Reached only without issues, so exactly one primary content type is present.
  v.guard(
    (content): content is typeof content & ContentMessage => _countPresent(content, PRIMARY_CONTENT_TYPES) === 1,
    'CONTENT_TYPE_MULTIPLE',
  ),
);
