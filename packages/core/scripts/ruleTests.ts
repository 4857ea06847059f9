import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ERROR_CODES, LENGTH_LIMITS, PROFILE_ERROR_CODES, type ErrorCode, type ProfileErrorCode } from '../src/index';

/** Every `*.test.ts` file below `dir`. */
function testFilesBelow(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFilesBelow(path);
    return entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** The test that proves every length limit of the field table at its boundary, in both validators. */
const FIELD_TABLE_TEST = 'src/fields/fieldTable.test.ts';

/**
 * For each code, the first test file (relative to `packageDir`) with a `describe('CODE'`
 * block; for a length limit of the field table without one, the field table's test.
 */
export function findRuleTests(packageDir: string): Partial<Record<ErrorCode | ProfileErrorCode, string>> {
  const found: Partial<Record<ErrorCode | ProfileErrorCode, string>> = {};
  for (const file of testFilesBelow(join(packageDir, 'src')).sort()) {
    const text = readFileSync(file, 'utf8');
    for (const code of [...ERROR_CODES, ...PROFILE_ERROR_CODES]) {
      if (found[code] === undefined && text.includes(`describe('${code}'`)) found[code] = relative(packageDir, file);
    }
  }
  for (const { code } of LENGTH_LIMITS) found[code] ??= FIELD_TABLE_TEST;
  return found;
}
