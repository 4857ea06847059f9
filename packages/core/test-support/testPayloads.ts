// Shared builders of valid payloads for the validator's tests (not part of the package's API:
// nothing in src/index.ts exports this file). Every builder returns a fresh, valid, plain
// JSON object; `set` changes one field at a path, so a test states exactly what it breaks.
import { expect } from 'vitest';
import {
  ERROR_CATALOGUE,
  validateSendRequest,
  type MessageResult,
  type SendRequestResult,
  type SuggestionType,
} from '../src/index';

/** A plain JSON object under construction. */
export type Obj = Record<string, unknown>;

/** The clock of every test: expirationDateTime must be later than this. */
export const NOW = new Date('2030-01-01T00:00:00.000Z');
export const ORGANIZATION_ID = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
export const TO = '351912345678';
export const FROM = 'acme_rcs_agent';
export const EXPIRATION = '2031-06-30T12:00:00Z';
export const FILE_URL = 'https://cdn.example.com/media/photo.jpg';
export const THUMBNAIL_URL = 'https://cdn.example.com/media/thumb.jpg';
export const OPEN_URL = 'https://www.example.com/offer?id=1';

// ---- param paths -------------------------------------------------------------------------

/** `messages[i]` */
export const M = (i = 0): string => `messages[${i}]`;
/** `messages[i].contentMessage` */
export const CM = (i = 0): string => `${M(i)}.contentMessage`;
/** The standalone card of message i. */
export const SC = (i = 0): string => `${CM(i)}.richCard.standaloneCard`;
/** The card content of the standalone card of message i. */
export const SCC = (i = 0): string => `${SC(i)}.cardContent`;
/** The carousel of message i. */
export const CC = (i = 0): string => `${CM(i)}.richCard.carouselCard`;
/** Card j of the carousel of message i. */
export const CCJ = (j: number, i = 0): string => `${CC(i)}.cardContents[${j}]`;

// ---- strings -----------------------------------------------------------------------------

/** An astral code point (U+1F600): one character, two UTF-16 units, four UTF-8 bytes. */
export const EMOJI = '\u{1F600}';
/** `n` copies of `unit`. */
export const chars = (n: number, unit = 'a'): string => unit.repeat(n);
/** `n` code points mixing ASCII, 2-, 3- and 4-byte characters. */
export function mixed(n: number): string {
  const cycle = ['a', '\u00e9', '\u20ac', EMOJI];
  let s = '';
  for (let k = 0; k < n; k++) s += cycle[k % cycle.length];
  return s;
}
/** An https URL of exactly `n` code points, its path padded with `unit`. */
export function urlOf(n: number, unit = 'a', base = 'https://www.example.com/'): string {
  return base + chars(n - [...base].length, unit);
}

// ---- suggestions -------------------------------------------------------------------------

export const reply = (): Obj => ({ reply: { text: 'Yes', postbackData: 'reply_yes' } });
const openUrlAction = (): Obj => ({ openUrlAction: { text: 'Open offer', url: OPEN_URL, postbackData: 'open_offer' } });
const dialAction = (): Obj => ({ dialAction: { text: 'Call us', phoneNumber: '+351912345678', postbackData: 'dial' } });
const viewLocationAction = (): Obj => ({
  viewLocationAction: { text: 'Our shop', latitude: 38.7223, longitude: -9.1393, label: 'Lisbon shop', postbackData: 'map' },
});
const shareLocationAction = (): Obj => ({ shareLocationAction: { text: 'Share location', postbackData: 'share' } });
export const createCalendarEventAction = (): Obj => ({
  createCalendarEventAction: {
    text: 'Save the date',
    title: 'Appointment',
    description: 'Dental check-up',
    startTime: '2030-02-01T10:00:00Z',
    endTime: '2030-02-01T11:00:00Z',
    postbackData: 'calendar',
  },
});

/** One builder per suggestion type, in documented order. */
export const SUGGESTION_BUILDERS: Readonly<Record<SuggestionType, () => Obj>> = {
  reply,
  openUrlAction,
  dialAction,
  viewLocationAction,
  shareLocationAction,
  createCalendarEventAction,
};

/** One valid suggestion of every type, in documented order (6 elements). */
export const everySuggestion = (): Obj[] => Object.values(SUGGESTION_BUILDERS).map((build) => build());

// ---- content -----------------------------------------------------------------------------

export const contentInfo = (): Obj => ({ fileUrl: FILE_URL, thumbnailUrl: THUMBNAIL_URL, mimeType: 'image/jpeg' });
export const cardMedia = (): Obj => ({ height: 'MEDIUM', contentInfo: contentInfo() });
export const cardContent = (): Obj => ({
  title: 'Spring sale',
  description: 'Everything 20% off this week.',
  media: cardMedia(),
  suggestions: [reply(), openUrlAction()],
});

// ---- messages ----------------------------------------------------------------------------

/** A message with the given contentMessage. */
export const message = (contentMessage: unknown): Obj => ({ to: TO, from: FROM, contentMessage });

/** A text message, with suggestions when given. */
export function textMessage(text: unknown = 'Your code is 123456.', suggestions?: unknown): Obj {
  return message(suggestions === undefined ? { text } : { text, suggestions });
}

/** A media-only message. */
export const mediaMessage = (info: unknown = contentInfo()): Obj => message({ contentInfo: info });

/** A standalone rich card message; a HORIZONTAL card gets thumbnailImageAlignment LEFT. */
export function standaloneMessage(content: unknown = cardContent(), orientation: unknown = 'VERTICAL'): Obj {
  const standaloneCard: Obj =
    orientation === 'HORIZONTAL'
      ? { cardOrientation: orientation, thumbnailImageAlignment: 'LEFT', cardContent: content }
      : { cardOrientation: orientation, cardContent: content };
  return message({ richCard: { standaloneCard } });
}

/** A carousel rich card message of `count` valid cards. */
export function carouselMessage(count = 2): Obj {
  const cardContents = Array.from({ length: count }, () => cardContent());
  return message({ richCard: { carouselCard: { cardWidth: 'MEDIUM', cardContents } } });
}

/** A text message whose single suggestion is the given one. */
export const suggestionMessage = (suggestion: unknown): Obj => textMessage('Choose:', [suggestion]);

/** A request: the given messages (one text message by default). */
export function validRequest(...messages: unknown[]): Obj {
  return { organizationId: ORGANIZATION_ID, messages: messages.length > 0 ? messages : [textMessage()] };
}

// ---- paths -------------------------------------------------------------------------------

/** Removes the key when passed to {@link set}. */
export const ABSENT: unique symbol = Symbol('absent');

function segments(path: string): (string | number)[] {
  const out: (string | number)[] = [];
  for (const match of path.matchAll(/([^.[\]]+)|\[(\d+)\]/g)) {
    out.push(match[2] === undefined ? (match[1] as string) : Number(match[2]));
  }
  return out;
}

/** The value at `path` (dot-and-bracket, as in `param`). */
export function get(root: unknown, path: string): unknown {
  let node = root;
  for (const key of segments(path)) node = (node as Record<string | number, unknown>)[key];
  return node;
}

/**
 * Sets (an own data property, even `__proto__`) or, with {@link ABSENT}, deletes the field at
 * `path` of `root`, in place. Returns `root`.
 */
export function set<T>(root: T, path: string, value: unknown): T {
  const keys = segments(path);
  const last = keys.pop() as string | number;
  const parent = get(root, keys.map((k) => (typeof k === 'number' ? `[${k}]` : `.${k}`)).join('')) as Record<
    string | number,
    unknown
  >;
  if (value === ABSENT) delete parent[last];
  else Object.defineProperty(parent, last, { value, enumerable: true, writable: true, configurable: true });
  return root;
}

// ---- results -----------------------------------------------------------------------------

/** The issues as `code@param` strings, in order. */
export const codes = (result: { issues: readonly { code: string; param: string }[] }): string[] =>
  result.issues.map((issue) => `${issue.code}@${issue.param}`);

/** Asserts what every issue must satisfy: a catalogue code with its catalogue sentence. */
function expectCatalogueIssues(issues: readonly { code: string; param: string; description: string }[]): void {
  for (const issue of issues) {
    const definition = (ERROR_CATALOGUE as Record<string, { description: string } | undefined>)[issue.code];
    expect(definition, issue.code).toBeDefined();
    const sentence = (definition as { description: string }).description;
    if (issue.description !== sentence) expect(issue.description.startsWith(`${sentence} Expected `), issue.description).toBe(true);
    expect(issue.description).not.toBe(issue.code);
    expect(typeof issue.param).toBe('string');
  }
}

/** Asserts the invariants of a message result: ok iff no issue; value iff ok. */
function expectMessageResultShape(result: MessageResult, index: number): void {
  expect(result.index).toBe(index);
  expect(result.ok).toBe(result.issues.length === 0);
  expect('value' in result).toBe(result.ok);
  expectCatalogueIssues(result.issues);
}

/** Asserts the invariants of a request result (ok iff no issue, value iff ok, issues = root's + messages'). */
function expectResultShape(result: SendRequestResult): void {
  expect(result.ok).toBe(result.issues.length === 0);
  expect('value' in result).toBe(result.ok);
  expectCatalogueIssues(result.issues);
  result.messages.forEach((m, i) => expectMessageResultShape(m, i));
  const messageIssues = result.messages.flatMap((m) => m.issues);
  expect(result.issues).toEqual([...result.root.issues, ...messageIssues]);
  if (result.ok) expect(result.root.organizationId).toBe(result.value.organizationId);
}

/** Validates `input` at {@link NOW}, checks the result's invariants and returns it. */
export function validate(input: unknown, now: Date = NOW): SendRequestResult {
  const result = validateSendRequest(input, { now });
  expectResultShape(result);
  return result;
}

/** Validates `input` at {@link NOW} and returns its issues as `code@param` strings. */
export const issuesOf = (input: unknown, now: Date = NOW): string[] => codes(validate(input, now));

/** Validates one message inside a request (at index 0) and returns its issues as `code@param`. */
export const messageIssues = (msg: unknown, now: Date = NOW): string[] => issuesOf(validRequest(msg), now);
