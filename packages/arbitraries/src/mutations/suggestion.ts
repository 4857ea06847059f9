import { LIMITS, SUGGESTION_TYPES, type SuggestionType } from '@rcs-send/core';
import fc from 'fast-check';
import { smallSettings, type Settings } from '../options';
import { withKey } from '../path';
import { keysOf } from '../schema';
import { suggestionOfType } from '../suggestions/suggestion';
import { openUrl } from '../urls';
import { digitsOfLength, MSISDN_SEPARATORS, writeMsisdn } from '../phone';
import { atNode, ofKind } from './place';
import { invalidUrl } from './media';
import { messageWithSuggestion } from './shapes';
import type { Located, MutationDefinition } from './types';

/** Sets `key` of a random action of one of `types` (any type when empty) to a drawn value. @internal */
function setActionField<T>(
  settings: Settings,
  types: readonly SuggestionType[],
  key: string,
  values: fc.Arbitrary<T>,
): fc.Arbitrary<Located> {
  const kinds = types.length === 0 ? SUGGESTION_TYPES : types;
  const messages = types.length === 1 ? messageWithSuggestion(settings, types[0]) : messageWithSuggestion(settings);
  return atNode(settings, messages, ofKind(...kinds), values, (node, value) => ({
    param: key,
    value: withKey(node.value, key, value, keysOf(node.kind)),
  }));
}

const outside = (min: number, max: number): fc.Arbitrary<number> =>
  fc.oneof(
    fc.double({ min: max, max: 1e12, minExcluded: true, noNaN: true }),
    fc.double({ min: -1e12, max: min, maxExcluded: true, noNaN: true }),
    fc.constantFrom(max + 1, min - 1, max + 1e-9, min - 1e-9),
  );

/** Strings that are not E.164 (+ then 8 to 15 digits, the first not 0). @internal */
function invalidE164(): fc.Arbitrary<string> {
  const length = fc.integer({ min: LIMITS.e164MinDigits, max: LIMITS.e164MaxDigits });
  const valid = digitsOfLength(length);
  return fc.oneof(
    valid,
    valid.map((digits) => `00${digits}`),
    valid.map((digits) => `++${digits}`),
    valid.map((digits) => ` +${digits}`),
    digitsOfLength(fc.integer({ min: LIMITS.e164MinDigits - 1, max: LIMITS.e164MaxDigits - 1 })).map((digits) => `+0${digits}`),
    digitsOfLength(fc.integer({ min: 1, max: LIMITS.e164MinDigits - 1 })).map((digits) => `+${digits}`),
    digitsOfLength(fc.integer({ min: LIMITS.e164MaxDigits + 1, max: LIMITS.e164MaxDigits + 5 })).map((digits) => `+${digits}`),
    fc.tuple(valid, fc.array(fc.tuple(fc.nat(), fc.constantFrom(...MSISDN_SEPARATORS)), { minLength: 1, maxLength: 3 })).map(
      ([digits, separators]) => writeMsisdn(digits, '+', separators.map(([gap, run]) => [1 + (gap % digits.length), run] as const)),
    ),
    fc.tuple(valid, fc.nat(), fc.constantFrom('a', 'x', '#', '*')).map(([digits, at, char]) => {
      const index = 1 + (at % digits.length);
      return `+${digits.slice(0, index)}${char}${digits.slice(index)}`;
    }),
    fc.constant('+'),
  );
}

const view = ['viewLocationAction'] as const;

/** Mutations of suggestions and their actions. @internal */
export const SUGGESTION_MUTATIONS = {
  SUGGESTION_TYPE_MISSING: {
    description: 'A suggestion (message-level or on a card) is {}.',
    build: (settings) =>
      atNode(settings, messageWithSuggestion(settings), ofKind('suggestion'), fc.constant(null), () => ({ param: '', value: {} })),
  },
  SUGGESTION_TYPE_MULTIPLE: {
    description: 'A suggestion holds its own type and one to five more valid types.',
    build: (settings) => {
      const small = smallSettings(settings);
      const extra = fc.tuple(
        fc.subarray([1, 2, 3, 4, 5], { minLength: 1 }),
        fc.tuple(...SUGGESTION_TYPES.map((type) => suggestionOfType(type, small))),
      );
      return atNode(settings, messageWithSuggestion(settings), ofKind('suggestion'), extra, (node, [offsets, drawn]) => {
        const own = SUGGESTION_TYPES.findIndex((type) => type in node.value);
        const added = new Set(offsets.map((step) => (own + step) % SUGGESTION_TYPES.length));
        const value: Record<string, unknown> = {};
        SUGGESTION_TYPES.forEach((type, index) => {
          if (index === own) value[type] = node.value[type];
          else if (added.has(index)) value[type] = (drawn[index] as Record<string, unknown>)[type];
        });
        return { param: '', value };
      });
    },
  },
  OPEN_URL_INVALID: {
    description: 'openUrlAction.url is not an absolute http(s) URL: relative, repaired, or of another scheme.',
    build: (settings) =>
      setActionField(
        settings,
        ['openUrlAction'],
        'url',
        fc.oneof(
          invalidUrl(openUrl(smallSettings(settings))),
          fc.constantFrom('ftp://example.com/a', 'mailto:someone@example.com', 'javascript:alert(1)', 'tel:+351912345678', 'file:///etc/hosts', 'data:text/plain,hi'),
        ),
      ),
  },
  DIAL_PHONE_NUMBER_INVALID: {
    description: 'dialAction.phoneNumber lacks the +, starts +0, has too few or too many digits, separators or letters.',
    build: (settings) => setActionField(settings, ['dialAction'], 'phoneNumber', invalidE164()),
  },
  LATITUDE_OUT_OF_RANGE: {
    description: `latitude is a finite number above ${LIMITS.latitudeMax} or below ${LIMITS.latitudeMin}.`,
    build: (settings) => setActionField(settings, view, 'latitude', outside(LIMITS.latitudeMin, LIMITS.latitudeMax)),
  },
  LONGITUDE_OUT_OF_RANGE: {
    description: `longitude is a finite number above ${LIMITS.longitudeMax} or below ${LIMITS.longitudeMin}.`,
    build: (settings) => setActionField(settings, view, 'longitude', outside(LIMITS.longitudeMin, LIMITS.longitudeMax)),
  },
} as const satisfies Record<string, MutationDefinition>;
