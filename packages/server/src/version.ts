import { readFileSync } from 'node:fs';

/**
 * The version of @rcs-send/server, read from its package.json at run time: the file sits one
 * folder above both `src/` (the sources under tsx) and `dist/` (the built bin).
 *
 * @internal
 */
export function _serverVersion(): string {
  const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version?: unknown };
  return typeof manifest.version === 'string' ? manifest.version : 'unknown';
}

/** True when `argv` asks for the version: `--version` anywhere before a `--` that ends the options, as `rcs-send` reads it. @internal */
export function _asksForVersion(argv: readonly string[]): boolean {
  const end = argv.indexOf('--');
  return (end === -1 ? argv : argv.slice(0, end)).includes('--version');
}
