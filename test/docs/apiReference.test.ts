// docs/api.md is generated from the code's tables: it must be what `pnpm reference` writes
// today, and it must state every code and every limit the code knows. The delivery README's
// webhook table is written by hand: it must name each event's fields as the schema has them.
import { ERROR_CODES, LIMITS, MIME_TYPES } from '@rcs-send/core';
import { SERVICE_ERRORS } from '@rcs-send/service';
import { SQLITE_STORE_DEFAULTS } from '@rcs-send/sqlite';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { apiReference } from '../../docs/scripts/apiReference';
import { n } from '../../docs/scripts/markdown';
import { readRepositoryFile } from './repositoryFiles';

const committed = readRepositoryFile('docs/api.md');

describe('docs/api.md', () => {
  it('should be what `pnpm reference` generates from the code today', () => {
    expect(committed).toBe(apiReference());
  });

  it('should list every validation code and every service code', () => {
    for (const code of [...ERROR_CODES, ...Object.keys(SERVICE_ERRORS)]) expect(committed).toContain(`| \`${code}\` |`);
  });

  it('should state every limit with its constant, and every media type', () => {
    for (const [key, value] of Object.entries(LIMITS)) expect(committed).toMatch(new RegExp(`\\| ${n(value)} \\| \`LIMITS\\.${key}\` \\|`));
    for (const mime of MIME_TYPES) expect(committed).toContain(`\`${mime}\``);
  });

  it('should describe every webhook event with its body, and the three signature headers', () => {
    const webhooks = Object.keys((parse(readRepositoryFile('schemas/openapi.yaml')) as { webhooks: Record<string, unknown> }).webhooks);
    expect(webhooks.length).toBeGreaterThan(0);
    for (const type of webhooks) expect(committed).toMatch(new RegExp(`\\| \`${type.replace('.', '\\.')}\` \\| \`\\w+Event\` \\|`));
    for (const header of ['webhook-id', 'webhook-timestamp', 'webhook-signature']) expect(committed).toContain(`| \`${header}\` |`);
    expect(committed).not.toContain('not part of this operation yet');
  });
});

describe('docs/api.md on the events feed', () => {
  it('should say how long the feed keeps an event, as the store deletes it', () => {
    expect(committed).toContain(`**Kept ${SQLITE_STORE_DEFAULTS.retentionMs / 86_400_000} days.** The reference server deletes an event`);
  });
});

describe('packages/delivery/README.md', () => {
  it("should list each webhook event's data fields as its schema has them, optional ones marked `?`", () => {
    const { webhooks, components } = parse(readRepositoryFile('schemas/openapi.yaml')) as { webhooks: Record<string, unknown>; components: { schemas: Record<string, { properties: Record<string, unknown>; required?: string[] }> } };
    const rows = [...readRepositoryFile('packages/delivery/README.md').matchAll(/^\| `[\w.]+` \(`(\w+Data)`\) \| `\{ (.*?) \}`:/gm)];
    expect(rows).toHaveLength(Object.keys(webhooks).length);
    for (const [, name, fields] of rows) {
      const schema = components.schemas[name!]!;
      const written = fields!.replace(/\[[^\]]*\]/g, '').split(', ').map((field) => field.replace(/:.*$/, ''));
      const expected = Object.keys(schema.properties).map((field) => (schema.required?.includes(field) ? field : `${field}?`));
      expect(written, name).toEqual(expected);
    }
  });
});
