/** JSON's insignificant whitespace: space, tab, line feed, carriage return. */
const isSpace = (unit: number): boolean => unit === 0x20 || unit === 0x09 || unit === 0x0a || unit === 0x0d;

/** Offset just past the JSON string starting at `i` (a `"`), or -(offset of the fault) - 1. */
function skipString(text: string, i: number): number {
  for (let k = i + 1; k < text.length; k++) {
    const unit = text.charCodeAt(k);
    if (unit === 0x22) return k + 1;
    if (unit < 0x20) return -k - 1;
    if (unit === 0x5c) {
      const next = text[k + 1];
      if (next === 'u') {
        if (!/^[0-9a-fA-F]{4}$/.test(text.slice(k + 2, k + 6))) return -k - 1;
        k += 5;
      } else if (next === undefined || !'"\\/bfnrt'.includes(next)) return -k - 1;
      else k++;
    }
  }
  return -text.length - 1;
}

/** Offset just past the number or literal at `i`, or -(i) - 1 when there is none. */
function skipScalar(text: string, i: number): number {
  const match = /^(?:-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null)/.exec(text.slice(i, i + 400));
  return match ? i + match[0].length : -i - 1;
}

/**
 * The offset of the first syntax error of `text` as JSON (`text.length` when it ends too
 * early), for inputs `JSON.parse` refused without saying where. Iterative: any depth.
 */
export function jsonSyntaxErrorOffset(text: string): number {
  const stack: ('{' | '[')[] = [];
  let expect: 'value' | 'key' | 'colon' | 'after' | 'end' = 'value';
  let i = 0;
  for (;;) {
    while (i < text.length && isSpace(text.charCodeAt(i))) i++;
    if (i >= text.length) return expect === 'end' ? -1 : text.length;
    const c = text[i] as string;
    const top = stack[stack.length - 1];
    if (expect === 'end') return i;
    if (expect === 'colon') {
      if (c !== ':') return i;
      expect = 'value';
      i++;
    } else if (expect === 'after') {
      if (c === ',' && top !== undefined) expect = top === '{' ? 'key' : 'value';
      else if ((c === '}' && top === '{') || (c === ']' && top === '[')) stack.pop();
      else return i;
      i++;
      if (c !== ',' && stack.length === 0) expect = 'end';
    } else if (expect === 'key') {
      if (c !== '"') return i;
      const end = skipString(text, i);
      if (end < 0) return -end - 1;
      i = end;
      expect = 'colon';
    } else if (c === '{' || c === '[') {
      stack.push(c);
      i++;
      expect = c === '{' ? 'key' : 'value';
      while (i < text.length && isSpace(text.charCodeAt(i))) i++;
      if (text[i] === (c === '{' ? '}' : ']')) {
        stack.pop();
        i++;
        expect = stack.length === 0 ? 'end' : 'after';
      }
    } else {
      const end = c === '"' ? skipString(text, i) : skipScalar(text, i);
      if (end < 0) return -end - 1;
      i = end;
      expect = stack.length === 0 ? 'end' : 'after';
    }
  }
}
