// Writes packages/core/src/validate/fieldReaders.ts from the field table.
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fieldReadersSource } from './fieldReadersSource';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
writeFileSync(join(packageDir, 'src/validate/fieldReaders.ts'), fieldReadersSource());
console.log('wrote packages/core/src/validate/fieldReaders.ts');
