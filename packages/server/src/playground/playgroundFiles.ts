import { readdir, readFile, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, extname, join, relative, sep } from 'node:path';

/** One built file of the playground, read once at start. @internal */
interface _PlaygroundFile {
  /** The bytes served. */
  readonly body: Uint8Array;
  /** Its Content-Type. */
  readonly contentType: string;
  /** Its Cache-Control: hashed assets are immutable, everything else is revalidated. */
  readonly cacheControl: string;
}

/** The tenant the playground's requests name, served to the page at `/tenant.json`: an organization and one of its senders, never a key. @public */
export interface PlaygroundTenant {
  /** The organization the page's requests name. */
  readonly organizationId: string;
  /** The sender (`from`) of each of their messages. */
  readonly sender: string;
}

/** The playground's files by URL path (`/`, `/index.html`, `/assets/index-abc123.js`), or null when it is not built. @internal */
export type _PlaygroundFiles = ReadonlyMap<string, _PlaygroundFile> | null;

/** The types served; a file of any other extension is not served. */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};
const MAX_FILES = 256;
const MAX_BYTES = 32 * 1024 * 1024;
const SAFE_PATH = /^(?:\/[A-Za-z0-9_-][A-Za-z0-9._-]*)+$/;

/** The `dist` folder of the installed `@rcs-send/playground`, or null when the package cannot be found. @internal */
export function _defaultPlaygroundDirectory(): string | null {
  try {
    const require = createRequire(typeof __filename === 'string' ? __filename : import.meta.url);
    return join(dirname(require.resolve('@rcs-send/playground/package.json')), 'dist');
  } catch {
    return null;
  }
}

/**
 * Reads the built playground once: the regular files (no links) of `directory` whose names are
 * plain and whose types are known, at most 256 files and 32 MiB, and `tenant` as `/tenant.json`
 * when given (the page then offers requests its server takes). Requests are answered from this
 * fixed table only, so no request path ever reaches the file system.
 *
 * @internal
 */
export async function _loadPlaygroundFiles(directory: string | null, tenant?: PlaygroundTenant): Promise<_PlaygroundFiles> {
  if (directory === null) return null;
  const index = join(directory, 'index.html');
  if (!(await stat(index).then((found) => found.isFile(), () => false))) return null;
  const entries = await readdir(directory, { recursive: true, withFileTypes: true });
  const files = new Map<string, _PlaygroundFile>();
  let bytes = 0;
  for (const entry of entries) {
    const contentType = CONTENT_TYPES[extname(entry.name)];
    const absolute = join(entry.parentPath, entry.name);
    const path = `/${relative(directory, absolute).split(sep).join('/')}`;
    if (!entry.isFile() || contentType === undefined || !SAFE_PATH.test(path)) continue;
    if (files.size === MAX_FILES) throw new Error(`the playground has more than ${MAX_FILES} files`);
    const body = await readFile(absolute);
    bytes += body.byteLength;
    if (bytes > MAX_BYTES) throw new Error('the playground is larger than 32 MiB');
    files.set(path, { body, contentType, cacheControl: path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache' });
  }
  const page = files.get('/index.html');
  if (page !== undefined) files.set('/', page);
  if (tenant !== undefined) files.set('/tenant.json', { body: Buffer.from(JSON.stringify({ organizationId: tenant.organizationId, sender: tenant.sender })), contentType: CONTENT_TYPES['.json'] as string, cacheControl: 'no-cache' });
  return files;
}
