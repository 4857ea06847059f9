// How a test runs a bin of the repository from its TypeScript sources, in any working directory:
// node itself with tsx's loader, never the tsx wrapper, which SIGKILLs its child (exit 143) when
// the child is slow to report a relayed SIGTERM on a loaded machine.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const repo = join(import.meta.dirname, '..', '..');

/** The node arguments before a bin's path: tsx's loader (by URL, so that any working directory finds it) and the packages' source condition. */
export const FROM_SOURCES = ['--import', pathToFileURL(join(repo, 'node_modules', 'tsx', 'dist', 'loader.mjs')).href, '--conditions=@rcs-send/source'] as const;

/** The server bin's sources. */
export const SERVER_SOURCES = join(repo, 'packages', 'server', 'src', 'bin.ts');
