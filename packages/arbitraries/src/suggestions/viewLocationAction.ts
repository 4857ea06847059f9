import { LIMITS, type ViewLocationAction } from '@rcs-send/core';
import fc from 'fast-check';
import { settingsOf, type SendRequestArbitraryOptions } from '../options';
import { compact } from '../path';
import { boundedText } from '../text';

/** A finite number in [min, max]; with atLimits often one of the bounds. @internal */
function coordinate(min: number, max: number, atLimits: boolean): fc.Arbitrary<number> {
  const any = fc.double({ min, max, noNaN: true });
  const bounds = fc.constantFrom(min, max, 0);
  return fc.oneof({ weight: atLimits ? 3 : 1, arbitrary: bounds }, { weight: 3, arbitrary: any }, { weight: 1, arbitrary: fc.integer({ min, max }) });
}

/** A valid viewLocationAction: latitude in [-90, 90], longitude in [-180, 180], optional label. @public */
export function viewLocationAction(options?: SendRequestArbitraryOptions): fc.Arbitrary<ViewLocationAction> {
  const settings = settingsOf(options);
  const label = boundedText(LIMITS.locationLabelMaxChars, settings);
  return fc
    .tuple(
      boundedText(LIMITS.suggestionTextMaxChars, settings),
      coordinate(LIMITS.latitudeMin, LIMITS.latitudeMax, settings.atLimits),
      coordinate(LIMITS.longitudeMin, LIMITS.longitudeMax, settings.atLimits),
      settings.atLimits ? label : fc.option(label, { nil: undefined }),
      boundedText(LIMITS.postbackDataMaxChars, settings),
    )
    .map(([text, latitude, longitude, labelText, postbackData]) =>
      compact({ text, latitude, longitude, label: labelText, postbackData }),
    );
}
