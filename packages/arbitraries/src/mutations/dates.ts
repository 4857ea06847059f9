import fc from 'fast-check';
import { dateTimeBetween, formatDateTime, fractionDigits, offset, SECONDS } from '../dateTime';
import { message } from '../message';
import { keysOf } from '../schema';
import { withKey } from '../path';
import { atNode, ofKind } from './place';
import { messageWithSuggestion } from './shapes';
import type { MutationDefinition } from './types';

const ZONE = /(?:[Zz]|[+-]\d\d:\d\d)$/;
const since2000 = Date.UTC(2000, 0, 1) / 1000;
const someDateTime = dateTimeBetween(since2000, since2000 + 100 * SECONDS.year);

/** Ways to break a valid RFC 3339 date-time `text` (each gives a non-empty string). @internal */
export const DATE_TIME_BREAKS: ReadonlyArray<(text: string) => string> = [
  (text) => text.replace(ZONE, ''),
  (text) => text.replace(/[Zz]$/, '+00:00').replace(/([+-]\d\d):(\d\d)$/, '$1$2'),
  (text) => text.slice(0, 10),
  (text) => `${text.slice(0, 16)}${ZONE.exec(text)?.[0] ?? 'Z'}`,
  (text) => `${text.slice(0, 4)}-02-30${text.slice(10)}`,
  (text) => `${text.slice(0, 4)}-04-31${text.slice(10)}`,
  (text) => `${text.slice(0, 4)}-13-01${text.slice(10)}`,
  (text) => `${text.slice(0, 4)}-00-10${text.slice(10)}`,
  (text) => `${text.slice(0, 4)}-01-32${text.slice(10)}`,
  (text) => `${text.slice(0, 11)}24:00:00Z`,
  (text) => `${text.slice(0, 11)}23:60:00Z`,
  (text) => `${text.slice(0, 11)}10:15:60Z`,
  (text) => `${text.slice(0, 19)}.${ZONE.exec(text)?.[0] ?? 'Z'}`,
  (text) => `${text.slice(0, 10)}_${text.slice(11)}`,
  (text) => `${text.slice(0, 19)}+24:00`,
  (text) => `${text.slice(0, 19)}+05:60`,
  (text) => text.slice(2),
  (text) => ` ${text}`,
  () => 'tomorrow',
  () => '31/01/2030 10:00:00',
  () => '2030-1-31T10:00:00Z',
  () => '1893456000',
];

/** A non-empty string that is not an RFC 3339 date-time. @internal */
export function invalidDateTime(): fc.Arbitrary<string> {
  return fc.tuple(someDateTime, fc.nat()).map(([valid, pick]) => {
    const breaker = DATE_TIME_BREAKS[pick % DATE_TIME_BREAKS.length] ?? ((text: string) => text.slice(0, 10));
    return breaker(valid.text);
  });
}

/** An RFC 3339 date-time at or before `now` (exactly `now` included, written at any offset). @internal */
export function pastDateTime(now: Date): fc.Arbitrary<string> {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const milliseconds = String(now.getTime() % 1000).padStart(3, '0');
  const exactlyNow = fc
    .tuple(offset, fc.nat({ max: 6 }))
    .map(([zone, zeros]) => formatDateTime(nowSeconds, milliseconds === '000' && zeros === 0 ? '' : milliseconds + '0'.repeat(zeros), zone));
  const before = dateTimeBetween(nowSeconds - 10 * SECONDS.year, nowSeconds - 1).map((generated) => generated.text);
  return fc.oneof(exactlyNow, before);
}

const calendar = 'createCalendarEventAction';

/** Mutations of date-times. @internal */
export const DATE_MUTATIONS = {
  DATETIME_INVALID: {
    description: 'expirationDateTime, startTime or endTime is not RFC 3339 (no offset, +hhmm, date only, 30 February...).',
    build: (settings) =>
      fc.oneof(
        atNode(settings, message(settings), ofKind('message'), invalidDateTime(), (node, text) => ({
          param: 'expirationDateTime',
          value: withKey(node.value, 'expirationDateTime', text, keysOf('message')),
        })),
        atNode(settings, messageWithSuggestion(settings, calendar), ofKind(calendar), fc.tuple(invalidDateTime(), fc.boolean()), (node, [text, start]) => {
          const key = start ? 'startTime' : 'endTime';
          node.value[key] = text;
          return { param: key };
        }),
      ),
  },
  EXPIRATION_NOT_IN_FUTURE: {
    description: 'expirationDateTime is exactly now (at any offset) or before it.',
    build: (settings) =>
      atNode(settings, message(settings), ofKind('message'), pastDateTime(settings.now), (node, text) => ({
        param: 'expirationDateTime',
        value: withKey(node.value, 'expirationDateTime', text, keysOf('message')),
      })),
  },
  CALENDAR_END_NOT_AFTER_START: {
    description: 'endTime is the same instant as startTime (other offset, more zeros) or earlier.',
    build: (settings) => {
      const times = fc
        .tuple(someDateTime, fc.integer({ min: 0, max: 30 * SECONDS.day }), fractionDigits, offset, fc.nat({ max: 3 }))
        .map(([start, delta, fraction, zone, zeros]) => ({
          startTime: start.text,
          endTime:
            delta === 0
              ? formatDateTime(start.seconds, start.fraction === '' && zeros === 0 ? '' : `${start.fraction || '0'}${'0'.repeat(zeros)}`, zone)
              : formatDateTime(start.seconds - delta, fraction, zone),
        }));
      return atNode(settings, messageWithSuggestion(settings, calendar), ofKind(calendar), times, (node, { startTime, endTime }) => {
        node.value['startTime'] = startTime;
        node.value['endTime'] = endTime;
        return { param: 'endTime' };
      });
    },
  },
} as const satisfies Record<string, MutationDefinition>;
