// The files of @rcs-send/schemas: each one made from a generated file of the repository's
// schemas/ folder (which `pnpm schemas` writes and a test keeps fresh), never committed twice.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

/** The repository's schemas/ folder. */
const SOURCE_DIR = join(dirname(fileURLToPath(import.meta.url)), '../../../schemas');
/** Where the build writes the package's files. */
export const DIST_DIR = join(dirname(fileURLToPath(import.meta.url)), '../dist');

/** Each file of dist/, by its name (its export path too: `@rcs-send/schemas/<name>`), and the file of schemas/ it comes from. */
export const PACKAGE_FILES: Readonly<Record<string, string>> = {
  'send-request.json': 'send-request.schema.json',
  'send-request.canonical.json': 'send-request.canonical.schema.json',
  'send-request.partial.json': 'send-request.partial.schema.json',
  'error-response.json': 'error-response.schema.json',
  'success-response.json': 'success-response.schema.json',
  'message-status-response.json': 'message-status-response.schema.json',
  'webhook-event.json': 'webhook-event.schema.json',
  'event-feed-response.json': 'event-feed-response.schema.json',
  'message-list-response.json': 'message-list-response.schema.json',
  'validation-profile.json': 'validation-profile.schema.json',
  'preflight-response.json': 'preflight-response.schema.json',
  'openapi.yaml': 'openapi.yaml',
  'openapi.json': 'openapi.yaml',
};

/** The content of a file of dist/: its source as it is, or for `.json` from YAML, the same document as JSON. */
export function packageFileContent(name: string): string {
  const source = PACKAGE_FILES[name];
  if (source === undefined) throw new Error(`No file ${name} in @rcs-send/schemas`);
  const text = readFileSync(join(SOURCE_DIR, source), 'utf8');
  if (!(name.endsWith('.json') && source.endsWith('.yaml'))) return text;
  // Read as the generator wrote it (YAML 1.1), so every scalar reads back as the value it was.
  return `${JSON.stringify(parse(text, { version: '1.1' }), null, 2)}\n`;
}
