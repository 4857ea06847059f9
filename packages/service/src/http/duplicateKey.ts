const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const COMMA = 0x2c;
/** Up to this many keys an object's keys are searched in a list; past it, in a Set. */
const LIST_KEYS = 16;

/** One open object or array, reused for every container opened at its depth. */
interface Frame {
  /** True for an object, false for an array. */
  object: boolean;
  /** The object's keys so far, while there are few (made at the first key: arrays never need one). */
  keys: string[] | undefined;
  /** The object's keys once there are more than {@link LIST_KEYS}. */
  many: Set<string> | undefined;
  /** The array's index reached. */
  index: number;
  /** The object's key read last. */
  key: string;
}

/** The position of the quote that closes the string opened at `open` in JSON `text`. @internal */
export function _closingQuote(text: string, open: number): number {
  let close = text.indexOf('"', open + 1);
  for (;;) {
    let backslashes = 0;
    while (text.charCodeAt(close - 1 - backslashes) === BACKSLASH) backslashes += 1;
    if (backslashes % 2 === 0) return close;
    close = text.indexOf('"', close + 1);
  }
}

/** Adds `key` to the keys of the object `frame`; false when it was already there. */
function addKey(frame: Frame, key: string): boolean {
  const { many } = frame;
  if (many !== undefined) return many.size !== many.add(key).size;
  const keys = (frame.keys ??= []);
  if (keys.includes(key)) return false;
  keys.push(key);
  if (keys.length > LIST_KEYS) frame.many = new Set(keys);
  return true;
}

/** The frame for a container opened at `depth`: the one kept there, emptied, or a new one. */
function openFrame(stack: Frame[], depth: number, object: boolean): void {
  const frame = stack[depth];
  if (frame === undefined) {
    stack.push({ object, keys: undefined, many: undefined, index: 0, key: '' });
    return;
  }
  frame.object = object;
  if (frame.keys !== undefined) frame.keys.length = 0;
  frame.many = undefined;
  frame.index = 0;
  frame.key = '';
}

/** The contract's `param` of the open frames: keys joined with `.`, array indexes as `[n]`. */
function paramOf(stack: readonly Frame[], depth: number): string {
  let param = '';
  for (let level = 0; level <= depth; level += 1) {
    const frame = stack[level] as Frame;
    if (!frame.object) param += `[${frame.index}]`;
    else param += param === '' ? frame.key : `.${frame.key}`;
  }
  return param;
}

/**
 * The `param` of the first key (in document order) that an object of the JSON `text` holds
 * twice, e.g. `messages[0].to`, or undefined when every object's keys are distinct. Keys are
 * compared as JSON reads them (`"a"` and `"\u0061"` are one key). `text` must be valid JSON
 * (parse it first): this is one pass over it, without building anything but the keys.
 *
 * @internal
 */
export function _findDuplicateKey(text: string): string | undefined {
  const stack: Frame[] = [];
  let depth = -1;
  let expectKey = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      const close = _closingQuote(text, i);
      if (expectKey) {
        const frame = stack[depth] as Frame;
        const raw = text.slice(i + 1, close);
        frame.key = raw.includes('\\') ? (JSON.parse(`"${raw}"`) as string) : raw;
        if (!addKey(frame, frame.key)) return paramOf(stack, depth);
        expectKey = false;
      }
      i = close;
    } else if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
      depth += 1;
      expectKey = c === OPEN_OBJECT;
      openFrame(stack, depth, expectKey);
    } else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) {
      depth -= 1;
      expectKey = false;
    } else if (c === COMMA) {
      const frame = stack[depth] as Frame;
      if (frame.object) expectKey = true;
      else frame.index += 1;
    }
  }
  return undefined;
}
