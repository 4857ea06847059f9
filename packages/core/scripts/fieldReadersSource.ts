import { _FIELD_TABLE, _fieldNames } from '../src/fields/fieldTable';
import type { RequestObjectName } from '../src/fields/requestObjectName';

/** The names a reader uses itself, which no field may take. */
const RESERVED = new Set(['ctx', 'input', 'key', 'value', 'count']);

const HEADER = `// Generated from the field table (src/fields/fieldTable.ts) by \`pnpm readers\`: do not edit.
//
// One reader per object of the request, each a function of its own so that V8 optimises it for
// the objects it reads: a JSON-like object's keys are compared with the object's field names
// inline, with no list to search and no array to fill (./readFields says what reading means).
import type { _Context } from './context';
import { _countKeys, _forInIsOwn, _readKey, _readOwnKeys, _unknownKey } from './readFields';
`;

/** \`cardContent\` -> \`CardContent\`. */
const capitalised = (name: string): string => `${name.charAt(0).toUpperCase()}${name.slice(1)}`;

/** The reader of `object`: its field names' list, its fields' tuple type and its function. */
function reader(object: RequestObjectName): string {
  const names = _fieldNames(object) as readonly string[];
  for (const name of names) {
    if (!/^[a-z][A-Za-z]*$/.test(name) || RESERVED.has(name)) throw new Error(`${object}.${name}: not a name a reader can hold`);
  }
  const type = `${capitalised(object)}Fields`;
  const list = `${object.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase()}_NAMES`;
  const branches = names.map((name, i) => `      ${i === 0 ? 'if' : 'else if'} (key === '${name}') ${name} = value;`);
  return `
/** The fields of a \`${object}\`, in the table's order. */
type ${type} = [${names.map((name) => `${name}: unknown`).join(', ')}];
const ${list}: readonly string[] = [${names.map((name) => `'${name}'`).join(', ')}];

/** Reads the fields of a \`${object}\`. @internal */
export function _read${capitalised(object)}(ctx: _Context, input: Record<string, unknown>): ${type} {
${names.map((name) => `  let ${name}: unknown;`).join('\n')}
  let count = 0;
  try {
    if (!_forInIsOwn(ctx, input)) return _readOwnKeys(ctx, input, ${list}) as ${type};
    for (const key in input) {
      count++;
      const value = _readKey(ctx, input, key);
${branches.join('\n')}
      else _unknownKey(ctx, key, value);
    }
  } catch {
    ctx.report('FIELD_UNREADABLE');
  }
  _countKeys(ctx, count);
  return [${names.join(', ')}];
}
`;
}

/** The source of `src/validate/fieldReaders.ts`: one reader for each object of the field table. */
export function fieldReadersSource(): string {
  return HEADER + (Object.keys(_FIELD_TABLE) as RequestObjectName[]).map(reader).join('');
}
