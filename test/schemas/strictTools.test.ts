// What @rcs-send/schemas ships, as strict tools read it in a user's project: Ajv with
// `strict: true` compiles every JSON Schema, and Redocly CLI with its default configuration (the
// `recommended` ruleset, no config file) finds no problem in the OpenAPI document. It needs the
// package built, as `pnpm test` does before vitest: this test builds nothing.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { DIST_DIR, PACKAGE_FILES } from '../../packages/schemas/scripts/files';

const redocly = join(import.meta.dirname, '..', '..', 'node_modules', '.bin', 'redocly');
const schemaFiles = Object.keys(PACKAGE_FILES).filter((name) => name.endsWith('.json') && !name.startsWith('openapi'));

describe('@rcs-send/schemas under strict tools', () => {
  it.each(schemaFiles)('%s should compile with Ajv in strict mode (strictRequired and strictTypes included)', async (name) => {
    const ajv = new Ajv2020({ strict: true });
    addFormats(ajv);
    const schema = JSON.parse(await readFile(join(DIST_DIR, name), 'utf8')) as object;
    expect(() => ajv.compile(schema)).not.toThrow();
  });

  it('openapi.yaml should pass redocly lint with its default configuration, with no error and no warning', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'rcs-send-redocly-')); // no redocly.yaml here or above: Redocly's defaults
    try {
      const args = ['lint', '--format', 'json', join(DIST_DIR, 'openapi.yaml')];
      const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
      const { stdout } = await promisify(execFile)(redocly, args, { cwd: folder, env }).catch((error: { stdout: string }) => error);
      const report = JSON.parse(stdout) as { totals: { errors: number; warnings: number }; problems: { ruleId: string; message: string }[] };
      expect(report.problems.map(({ ruleId, message }) => `${ruleId}: ${message}`)).toEqual([]);
      expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
