import { _FIELD_TABLE } from '../fields/fieldTable';
import type { SupportedMimeType } from '../limits/enums';
import { _canonicalMimeType } from '../rules/mime/canonicalMimeType';
import { _checkMediaUrl } from '../rules/url/mediaUrl';
import type { ContentInfo } from '../types/content';
import type { _Context } from './context';
import { _readContentInfo } from './fieldReaders';
import { _stringField } from './fields';

const INFO = _FIELD_TABLE.contentInfo;

/** A media URL field: the media URL rules of API reference 2.5 and 10. */
function mediaUrl(ctx: _Context, value: unknown, key: 'fileUrl' | 'thumbnailUrl'): string | undefined {
  const url = _stringField(ctx, value, key, INFO[key]);
  if (url === undefined || url.length === 0) return url;
  const broken = _checkMediaUrl(url);
  if (broken !== undefined) ctx.reportField(broken, key);
  return url;
}

/** A contentInfo object (API reference 2.5); its canonical form (meaningful only when no issue was added). @internal */
export function _contentInfo(ctx: _Context, input: Record<string, unknown>): ContentInfo {
  const [f, t, m] = _readContentInfo(ctx, input);
  const fileUrl = mediaUrl(ctx, f, 'fileUrl') as string;
  const thumbnailUrl = mediaUrl(ctx, t, 'thumbnailUrl');
  const written = _stringField(ctx, m, 'mimeType', INFO.mimeType);
  let mimeType: SupportedMimeType | undefined;
  if (written !== undefined && written.length > 0) {
    mimeType = _canonicalMimeType(written);
    if (mimeType === undefined) ctx.reportField('MIME_TYPE_UNSUPPORTED', 'mimeType');
  }
  return thumbnailUrl === undefined
    ? { fileUrl, mimeType: mimeType as SupportedMimeType }
    : { fileUrl, thumbnailUrl, mimeType: mimeType as SupportedMimeType };
}
