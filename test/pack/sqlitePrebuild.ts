// Where the install lines of @rcs-send/sqlite's users get better-sqlite3's native binary. On a
// user's machine its install script downloads a prebuilt binary; here none can be downloaded, so
// each project would compile SQLite for a minute or more. The test serves the binary this
// workspace already built (same version, same Node) on loopback, where better-sqlite3's install
// script (prebuild-install) looks for it: each line still runs as written. Compiling instead
// (better-sqlite3's own fallback, which the READMEs mention) would take more than a minute per
// project, single-threaded.
import { createRequire } from 'node:module';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { dirname, join } from 'node:path';
import { mustRun } from './processes';

const repo = join(import.meta.dirname, '..', '..');

/** A loopback server of better-sqlite3's prebuilt binary. */
export interface SqlitePrebuild {
  /** The environment that points an `npm install` at it. */
  readonly env: Readonly<Record<string, string>>;
  /** Stops serving. */
  close(): Promise<void>;
}

/** Packs the workspace's built better-sqlite3 binary as a prebuilt archive in `directory` and serves it. */
export async function serveSqlitePrebuild(directory: string): Promise<SqlitePrebuild> {
  const manifestPath = createRequire(join(repo, 'packages', 'sqlite', 'package.json')).resolve('better-sqlite3/package.json');
  const { version } = JSON.parse(await readFile(manifestPath, 'utf8')) as { version: string };
  // The name prebuild-install asks for: {name}-v{version}-{runtime}-v{abi}-{platform}{libc}-{arch}.tar.gz (glibc: no libc part)
  const archive = `better-sqlite3-v${version}-node-v${process.versions.modules}-${process.platform}-${process.arch}.tar.gz`;
  await mustRun('tar', ['-czf', join(directory, archive), '-C', dirname(manifestPath), 'build/Release/better_sqlite3.node'], directory);
  const body = await readFile(join(directory, archive));
  const server = createServer((request, response) => {
    if (request.url === `/v${version}/${archive}`) response.writeHead(200, { 'content-type': 'application/gzip', 'content-length': body.length }).end(body);
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    env: { npm_config_better_sqlite3_binary_host: `http://127.0.0.1:${port}` },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
