import { lineColumnOf } from './lineColumn';
import type { JsonMember, JsonNode, JsonSyntaxError, LocatedJson } from './types';

/** Deepest nesting the locator follows; deeper documents are left to `JSON.parse` (markers fall back to the root). */
const MAX_DEPTH = 512;
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
// eslint-disable-next-line no-control-regex -- JSON strings end at the control characters U+0000 to U+001F
const STRING_CHUNK = /[^"\\\u0000-\u001f]*/y;
const ESCAPE = /\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4})/y;

/** A syntax error at one offset of the text being scanned. */
class ScanError extends Error {
  constructor(
    readonly offset: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Scans JSON text as `JSON.parse` reads it (RFC 8259, nothing more) and records where every
 * value, key and member is, or where and why the text stops being JSON.
 */
export function locateJson(text: string): LocatedJson {
  let at = 0;
  const fail = (message: string, offset = at): never => {
    throw new ScanError(offset, message);
  };
  const skipSpace = (): void => {
    while (at < text.length && ' \t\n\r'.includes(text[at] as string)) at += 1;
  };
  const describe = (): string => (at >= text.length ? 'the end of the text' : `'${text[at]}'`);

  const scanString = (): void => {
    at += 1;
    for (;;) {
      STRING_CHUNK.lastIndex = at;
      STRING_CHUNK.test(text);
      at = STRING_CHUNK.lastIndex;
      const char = text[at];
      if (char === '"') return void (at += 1);
      if (char === undefined) fail('Unterminated string');
      if (char !== '\\') fail('Control character in a string (write it as an escape such as \\n)');
      ESCAPE.lastIndex = at;
      if (!ESCAPE.test(text)) fail('Invalid escape in a string');
      at = ESCAPE.lastIndex;
    }
  };

  const scanValue = (depth: number): JsonNode => {
    if (depth > MAX_DEPTH) fail(`Nested deeper than ${MAX_DEPTH} levels`);
    skipSpace();
    const from = at;
    const char = text[at];
    if (char === '{') return scanObject(depth);
    if (char === '[') return scanArray(depth);
    if (char === '"') {
      scanString();
      return { kind: 'scalar', from, to: at };
    }
    for (const literal of ['true', 'false', 'null']) {
      if (text.startsWith(literal, at)) {
        at += literal.length;
        return { kind: 'scalar', from, to: at };
      }
    }
    NUMBER.lastIndex = at;
    if (NUMBER.test(text)) {
      at = NUMBER.lastIndex;
      return { kind: 'scalar', from, to: at };
    }
    return fail(`Expected a value, found ${describe()}`);
  };

  const scanObject = (depth: number): JsonNode => {
    const from = at;
    const members: JsonMember[] = [];
    at += 1;
    skipSpace();
    if (text[at] === '}') return { kind: 'object', from, to: (at += 1), members };
    for (;;) {
      skipSpace();
      if (text[at] !== '"') fail(`Expected a property name in double quotes, found ${describe()}`);
      const keyFrom = at;
      scanString();
      const key = JSON.parse(text.slice(keyFrom, at)) as string;
      const keyTo = at;
      skipSpace();
      if (text[at] !== ':') fail(`Expected ':' after the property name, found ${describe()}`);
      at += 1;
      members.push({ key, keyFrom, keyTo, value: scanValue(depth + 1) });
      skipSpace();
      if (text[at] === '}') return { kind: 'object', from, to: (at += 1), members };
      if (text[at] !== ',') fail(`Expected ',' or '}' after a property value, found ${describe()}`);
      at += 1;
    }
  };

  const scanArray = (depth: number): JsonNode => {
    const from = at;
    const items: JsonNode[] = [];
    at += 1;
    skipSpace();
    if (text[at] === ']') return { kind: 'array', from, to: (at += 1), items };
    for (;;) {
      items.push(scanValue(depth + 1));
      skipSpace();
      if (text[at] === ']') return { kind: 'array', from, to: (at += 1), items };
      if (text[at] !== ',') fail(`Expected ',' or ']' after an array element, found ${describe()}`);
      at += 1;
    }
  };

  try {
    const root = scanValue(0);
    skipSpace();
    if (at < text.length) fail(`Unexpected ${describe()} after the JSON value`);
    return { ok: true, root };
  } catch (error) {
    if (!(error instanceof ScanError)) throw error;
    const syntaxError: JsonSyntaxError = { offset: error.offset, ...lineColumnOf(text, error.offset), message: error.message };
    return { ok: false, error: syntaxError };
  }
}
