import { MIME_TYPES, type ContentInfo } from '@rcs-send/core';
import fc from 'fast-check';
import { settingsOf, type SendRequestArbitraryOptions } from './options';
import { compact } from './path';
import { mediaUrl, thumbnailUrl } from './urls';

/** A supported mimeType, sometimes in upper or mixed case (the core lower-cases it). @internal */
function mimeType(): fc.Arbitrary<string> {
  const exact = fc.constantFrom(...MIME_TYPES);
  return fc.oneof({ weight: 4, arbitrary: exact }, { weight: 1, arbitrary: fc.mixedCase(exact) });
}

/** A valid contentInfo: public https fileUrl, optional thumbnailUrl, any supported mimeType. @public */
export function contentInfo(options?: SendRequestArbitraryOptions): fc.Arbitrary<ContentInfo> {
  const settings = settingsOf(options);
  const thumbnail = thumbnailUrl(settings);
  return fc
    .tuple(mediaUrl(), settings.atLimits ? thumbnail : fc.option(thumbnail, { nil: undefined }), mimeType())
    .map(([fileUrl, thumbnailUrlValue, type]) =>
      compact({ fileUrl, thumbnailUrl: thumbnailUrlValue, mimeType: type as ContentInfo['mimeType'] }),
    );
}
