import { readFileSync } from 'node:fs';

/**
 * The version of @rcs-send/cli, read from its package.json at run time: the file sits one
 * folder above both `src/` (sources under tsx) and `dist/` (the built bin), so both find it.
 */
export function cliVersion(): string {
  const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version?: unknown };
  return typeof manifest.version === 'string' ? manifest.version : 'unknown';
}

/** True when `args` ask for the version: `--version` anywhere before a `--` that ends the options. */
export function asksForVersion(args: readonly string[]): boolean {
  const end = args.indexOf('--');
  return (end === -1 ? args : args.slice(0, end)).includes('--version');
}
