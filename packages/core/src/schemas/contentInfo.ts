import * as v from 'valibot';
import { MIME_TYPES } from '../limits/enums';
import { _checkMediaUrl } from '../rules/url/mediaUrl';
import { _FIELD_TABLE } from '../fields/fieldTable';
import { _fields, _strictObject } from './strictObject';
import { _text } from './values';

/** The fields of a contentInfo (API reference 2.5). */
const INFO = _FIELD_TABLE.contentInfo;

/**
 * The media URL rules of API reference 2.5 and 10 (absolute, https, could be public), each
 * reported with its own code: one rawCheck, since the rule decides which code.
 *
 * @internal
 */
function _mediaUrl() {
  return v.rawCheck<string>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const problem = _checkMediaUrl(dataset.value);
    if (problem !== undefined) addIssue({ message: problem });
  });
}

/** A media file referenced by URL (API reference 2.5); canonical `mimeType` in lower case. @public */
export const ContentInfoSchema = _strictObject(
  _fields({
    fileUrl: v.pipe(_text(INFO.fileUrl), _mediaUrl()),
    thumbnailUrl: v.exactOptional(v.pipe(_text(INFO.thumbnailUrl), _mediaUrl())),
    mimeType: v.pipe(_text(INFO.mimeType), v.toLowerCase(), v.picklist(MIME_TYPES, 'MIME_TYPE_UNSUPPORTED')),
  }),
);
