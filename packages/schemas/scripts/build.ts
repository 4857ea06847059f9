// `pnpm --filter @rcs-send/schemas build`: writes dist/ anew from the repository's schemas/.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DIST_DIR, packageFileContent, PACKAGE_FILES } from './files';

rmSync(DIST_DIR, { recursive: true, force: true });
mkdirSync(DIST_DIR, { recursive: true });
for (const name of Object.keys(PACKAGE_FILES)) writeFileSync(join(DIST_DIR, name), packageFileContent(name));
console.log(`@rcs-send/schemas: wrote ${Object.keys(PACKAGE_FILES).length} files to dist/`);
