// Test support: an independent check of the rules, used by the unit tests only (not exported).
import { CARD_ORIENTATIONS, CARD_WIDTHS, LIMITS, MEDIA_HEIGHTS, MIME_TYPES, SUGGESTION_TYPES, THUMBNAIL_IMAGE_ALIGNMENTS } from '@rcs-send/core';
import { isValidPhoneNumber } from 'libphonenumber-js';
import { jsonByteLength } from '../bytes';
import { walk, type Node } from '../walk';

const RFC3339 = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?(?:Z|[+-]\d\d:\d\d)$/i;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const chars = (value: unknown): number => [...String(value)].length;
const has = (node: Node, key: string): boolean => Object.prototype.hasOwnProperty.call(node.value, key);

/** Canonical digits of a written MSISDN: separators and one leading + or 00 removed. */
export function canonicalMsisdn(written: string): string {
  const bare = written.replace(/[ .()-]/g, '');
  return bare.startsWith('+') ? bare.slice(1) : bare.startsWith('00') ? bare.slice(2) : bare;
}

/** Every string anywhere in `value` (keys included) that holds a lone surrogate. */
function illFormedStrings(value: unknown): string[] {
  // In a u-mode pattern a surrogate pair is one astral code point: only a lone surrogate is category Cs.
  if (typeof value === 'string') return /\p{Cs}/u.test(value) ? [value] : [];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) => [...illFormedStrings(key), ...illFormedStrings(child)]);
}

/** Every broken rule of a request, checked independently of the core (an empty list for a valid one). */
export function problemsOf(request: { messages: unknown[] }, now: Date): string[] {
  const problems: string[] = [];
  const check = (ok: boolean, what: string, node: Node): void => {
    if (!ok) problems.push(`${node.path}: ${what}`);
  };
  for (const message of request.messages) check(jsonByteLength(message) <= LIMITS.messageBytesMax, 'too large', walk(message, 'message')[0]!);
  check(illFormedStrings(request).length === 0, 'lone surrogate', walk(request, 'request')[0]!);
  for (const node of walk(request, 'request')) {
    const v = node.value;
    const text = (key: string, max: number, required = true): void => {
      if (!has(node, key)) return check(!required, `${key} missing`, node);
      check(typeof v[key] === 'string' && chars(v[key]) >= 1 && chars(v[key]) <= max, `${key} length ${chars(v[key])}`, node);
    };
    switch (node.kind) {
      case 'request':
        check(UUID.test(String(v['organizationId'])), 'organizationId', node);
        check((v['messages'] as unknown[]).length >= LIMITS.messagesMin && (v['messages'] as unknown[]).length <= LIMITS.messagesMax, 'messages count', node);
        break;
      case 'message': {
        const digits = canonicalMsisdn(String(v['to']));
        check(/^[1-9]\d{7,14}$/.test(digits) && isValidPhoneNumber(`+${digits}`), `to ${String(v['to'])}`, node);
        text('from', Number.POSITIVE_INFINITY);
        if (has(node, 'expirationDateTime')) {
          const written = String(v['expirationDateTime']);
          check(RFC3339.test(written) && Date.parse(written) > now.getTime(), `expiration ${written}`, node);
        }
        break;
      }
      case 'contentMessage': {
        const primaries = ['text', 'contentInfo', 'richCard'].filter((key) => has(node, key));
        check(primaries.length === 1, 'primary types', node);
        if (has(node, 'text')) text('text', LIMITS.textMaxChars);
        if (has(node, 'suggestions')) check(has(node, 'text') && (v['suggestions'] as unknown[]).length <= LIMITS.messageSuggestionsMax, 'suggestions', node);
        break;
      }
      case 'contentInfo':
        check(new URL(String(v['fileUrl'])).protocol === 'https:', 'fileUrl', node);
        if (has(node, 'thumbnailUrl')) check(new URL(String(v['thumbnailUrl'])).protocol === 'https:' && chars(v['thumbnailUrl']) <= LIMITS.thumbnailUrlMaxChars, 'thumbnailUrl', node);
        check((MIME_TYPES as readonly string[]).includes(String(v['mimeType']).toLowerCase()), 'mimeType', node);
        break;
      case 'richCard':
        check(Object.keys(v).length === 1, 'card kinds', node);
        break;
      case 'standaloneCard':
        check((CARD_ORIENTATIONS as readonly string[]).includes(String(v['cardOrientation'])), 'orientation', node);
        if (has(node, 'thumbnailImageAlignment')) check((THUMBNAIL_IMAGE_ALIGNMENTS as readonly string[]).includes(String(v['thumbnailImageAlignment'])), 'alignment', node);
        else check(v['cardOrientation'] !== 'HORIZONTAL', 'alignment required', node);
        break;
      case 'carouselCard': {
        const count = (v['cardContents'] as unknown[]).length;
        check((CARD_WIDTHS as readonly string[]).includes(String(v['cardWidth'])), 'width', node);
        check(count >= LIMITS.carouselCardsMin && count <= LIMITS.carouselCardsMax, 'cards', node);
        break;
      }
      case 'cardContent': {
        check(has(node, 'title') || has(node, 'description') || has(node, 'media'), 'rule 1', node);
        const suggestions = (v['suggestions'] as unknown[] | undefined) ?? [];
        const horizontal = node.parent?.kind === 'standaloneCard' && node.parent.value['cardOrientation'] === 'HORIZONTAL';
        if (horizontal && has(node, 'media')) check(has(node, 'title') || has(node, 'description') || suggestions.length > 0, 'rule 2', node);
        text('title', LIMITS.cardTitleMaxChars, false);
        text('description', LIMITS.cardDescriptionMaxChars, false);
        check(suggestions.length <= LIMITS.cardSuggestionsMax, 'card suggestions', node);
        break;
      }
      case 'cardMedia':
        if (has(node, 'height')) check(String(v['height']) in MEDIA_HEIGHTS, 'height', node);
        break;
      case 'suggestion':
        check(Object.keys(v).length === 1 && (SUGGESTION_TYPES as readonly string[]).includes(Object.keys(v)[0]!), 'suggestion type', node);
        break;
      default:
        text('text', LIMITS.suggestionTextMaxChars);
        text('postbackData', LIMITS.postbackDataMaxChars);
        if (node.kind === 'openUrlAction') check(['http:', 'https:'].includes(new URL(String(v['url'])).protocol) && chars(v['url']) <= LIMITS.openUrlMaxChars, 'url', node);
        if (node.kind === 'dialAction') check(/^\+[1-9]\d{7,14}$/.test(String(v['phoneNumber'])), 'phoneNumber', node);
        if (node.kind === 'viewLocationAction') {
          const { latitude: lat, longitude: lon } = v as { latitude: number; longitude: number };
          check(Number.isFinite(lat) && lat >= LIMITS.latitudeMin && lat <= LIMITS.latitudeMax, 'latitude', node);
          check(Number.isFinite(lon) && lon >= LIMITS.longitudeMin && lon <= LIMITS.longitudeMax, 'longitude', node);
          text('label', LIMITS.locationLabelMaxChars, false);
        }
        if (node.kind === 'createCalendarEventAction') {
          text('title', LIMITS.calendarTitleMaxChars);
          text('description', LIMITS.calendarDescriptionMaxChars, false);
          const [start, end] = [String(v['startTime']), String(v['endTime'])];
          check(RFC3339.test(start) && RFC3339.test(end) && Date.parse(end) > Date.parse(start), 'event times', node);
        }
    }
  }
  return problems;
}
