import type { JsonNode, ParamRange } from './types';

const INDEX = /^\[(\d+)\]/;

/** The key of `node` that `rest` starts with (followed by its end, `.` or `[`), the longest one, the last written on a tie (as JSON.parse keeps it). */
function memberAt(node: Extract<JsonNode, { kind: 'object' }>, rest: string) {
  let found: (typeof node.members)[number] | undefined;
  for (const member of node.members) {
    const next = rest[member.key.length];
    const fits = rest.startsWith(member.key) && (next === undefined || next === '.' || next === '[');
    if (fits && (found === undefined || member.key.length >= found.key.length)) found = member;
  }
  return found;
}

/**
 * The text range of the field a core `param` names (`messages[0].contentMessage.suggestions[2].reply.text`):
 * from its key to the end of its value, or the value alone for an array element and the root
 * (`""`). The path is matched against the document's own keys, so a key holding `.` or `[`
 * still resolves. When the field is missing, the deepest ancestor found, with `exact: false`.
 */
export function locateParam(root: JsonNode, param: string): ParamRange {
  let node = root;
  let range: ParamRange = { from: root.from, to: root.to, exact: true };
  let rest = param;
  while (rest !== '') {
    const index = INDEX.exec(rest);
    if (node.kind === 'array' && index !== null) {
      const item = node.items[Number(index[1])];
      if (item === undefined) break;
      node = item;
      range = { from: item.from, to: item.to, exact: true };
      rest = rest.slice(index[0].length);
      continue;
    }
    const key = node === root ? rest : rest.startsWith('.') ? rest.slice(1) : undefined;
    const member = node.kind === 'object' && key !== undefined ? memberAt(node, key) : undefined;
    if (member === undefined || key === undefined) break;
    node = member.value;
    range = { from: member.keyFrom, to: member.value.to, exact: true };
    rest = key.slice(member.key.length);
  }
  return rest === '' ? range : { ...range, exact: false };
}

/**
 * The part of a range worth underlining: a scalar field whole, a container (or a missing
 * field's ancestor) only up to the end of its first line, so that an error on a message does
 * not paint the whole message.
 */
export function markedRange(text: string, range: ParamRange): { from: number; to: number } {
  const lineEnd = text.indexOf('\n', range.from);
  const firstLineEnd = lineEnd === -1 ? text.length : lineEnd;
  const last = text[range.to - 1];
  const container = last === '}' || last === ']' || !range.exact;
  return { from: range.from, to: container ? Math.max(range.from + 1, Math.min(range.to, firstLineEnd)) : range.to };
}
