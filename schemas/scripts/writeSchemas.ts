// `pnpm schemas`: writes every generated file of schemas/ (see generate.ts).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateFiles } from './generate';

const schemasDir = join(dirname(fileURLToPath(import.meta.url)), '..');
for (const [path, content] of await generateFiles()) {
  mkdirSync(dirname(join(schemasDir, path)), { recursive: true });
  writeFileSync(join(schemasDir, path), content);
  console.log(`wrote schemas/${path}`);
}
