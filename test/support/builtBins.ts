// The repository's bins as `pnpm build` writes them: the files the tarballs ship, run by node
// itself. A process started from them is up in a third of the time of one that compiles the
// sources through tsx, and the suite starts hundreds. A build older than any package's sources
// would test yesterday's code, so loading this module refuses one (run `pnpm build`; `pnpm test`
// builds before it tests).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const repositoryPackages = join(import.meta.dirname, '..', '..', 'packages');

/** The newest modification time (ms) of the files under `folder` that `accept` keeps: `-Infinity` for none or no folder. */
function newestUnder(folder: string, accept: (name: string) => boolean): number {
  let newest = -Infinity;
  if (!existsSync(folder)) return newest;
  for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && accept(entry.name)) newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

/** The folders of the packages under `packages` built from `src/` whose `dist/` is missing or older than a source file (tests aside). */
export function staleBuilds(packages: string): string[] {
  return readdirSync(packages).filter((folder) => {
    const manifest = JSON.parse(readFileSync(join(packages, folder, 'package.json'), 'utf8')) as { scripts?: { build?: string } };
    if (manifest.scripts?.build === undefined || !existsSync(join(packages, folder, 'src'))) return false; // the schemas package builds from schemas/
    return newestUnder(join(packages, folder, 'dist'), () => true) < newestUnder(join(packages, folder, 'src'), (name) => !/\.test(-d)?\.tsx?$/.test(name));
  });
}

const stale = staleBuilds(repositoryPackages);
if (stale.length > 0) throw new Error(`the build of ${stale.map((folder) => `packages/${folder}`).join(', ')} is missing or older than its sources: run "pnpm build" first`);

/** The built program of a package's bin (`packages/<folder>/dist/bin.js`). */
const builtBin = (folder: string): string => join(repositoryPackages, folder, 'dist', 'bin.js');

/** The built rcs-send-server. */
export const SERVER_BIN = builtBin('server');

/** The built rcs-send CLI. */
export const CLI_BIN = builtBin('cli');

/** The built RBM emulator. */
export const EMULATOR_BIN = builtBin('rbm-emulator');
