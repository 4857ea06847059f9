// The committed contract files are exactly what `pnpm schemas` generates from the core and
// the service today: a change to either without regenerating fails here.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateFiles } from '../../schemas/scripts/generate';
import { INEXPRESSIBLE_CODES } from '../../schemas/scripts/rules';
import { SCHEMAS_DIR } from './support';

describe('the generated files of schemas/', () => {
  it('should be up to date (run `pnpm schemas` after changing the core, the service or the generator)', async () => {
    for (const [path, content] of await generateFiles()) {
      expect(readFileSync(join(SCHEMAS_DIR, path), 'utf8'), `schemas/${path} is out of date: run pnpm schemas`).toBe(content);
    }
  });

  it('should be described in schemas/README.md, with every rule JSON Schema cannot express', async () => {
    const readme = readFileSync(join(SCHEMAS_DIR, 'README.md'), 'utf8');
    for (const path of (await generateFiles()).keys()) expect(readme).toContain(path);
    for (const code of INEXPRESSIBLE_CODES) expect(readme).toContain(`\`${code}\``);
  });
});
