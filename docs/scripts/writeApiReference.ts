// `pnpm reference`: writes docs/api.md from the code's tables (see apiReference.ts).
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiReference } from './apiReference';

const target = join(dirname(fileURLToPath(import.meta.url)), '..', 'api.md');
writeFileSync(target, apiReference());
console.log('wrote docs/api.md');
