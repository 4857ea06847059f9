import { MEDIA_HEIGHTS, type CardMedia, type MediaHeight } from '@rcs-send/core';
import fc from 'fast-check';
import { contentInfo } from './contentInfo';
import { settingsOf, type SendRequestArbitraryOptions } from './options';
import { compact } from './path';

/** A valid card media object: optional height (SHORT, MEDIUM or TALL) and a contentInfo. @public */
export function cardMedia(options?: SendRequestArbitraryOptions): fc.Arbitrary<CardMedia> {
  const settings = settingsOf(options);
  const height = fc.constantFrom(...(Object.keys(MEDIA_HEIGHTS) as MediaHeight[]));
  return fc
    .tuple(settings.atLimits ? height : fc.option(height, { nil: undefined }), contentInfo(settings))
    .map(([heightValue, info]) => compact({ height: heightValue, contentInfo: info }));
}
