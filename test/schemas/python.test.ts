// The contract read by another language: Python's openapi-spec-validator accepts openapi.yaml,
// and Python's jsonschema gives every request the same verdict as ajv with each request schema
// (regular expressions, code-point lengths and formats included). Skipped where Python or those
// modules are missing.
import { execFileSync, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { invalidSendRequestFor, sendRequest } from '@rcs-send/arbitraries';
import { ERROR_CODES, validateSendRequest } from '@rcs-send/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { asJson, canonicalParts, compileSchema, NOW } from './support';

const script = join(import.meta.dirname, 'python_check.py');
const modules = 'import yaml, jsonschema, openapi_spec_validator, rfc3339_validator';
const hasPython = spawnSync('python3', ['-c', modules]).status === 0;

/** Valid requests as sent, their canonical values, and single-rule violations as sent and canonicalised where the core could. */
function sampleRequests(): { valid: unknown[]; invalid: unknown[] } {
  const sent = fc.sample(sendRequest({ unicode: true, now: NOW }), { numRuns: 60, seed: 1 });
  const broken = ERROR_CODES.filter((code) => code !== 'FIELD_UNREADABLE').flatMap((code) =>
    fc.sample(invalidSendRequestFor(code, { now: NOW }), { numRuns: 4, seed: 2 }).map(({ request }) => request),
  );
  // Both read the same JSON text.
  const valid = asJson([...sent, ...sent.map((input) => validateSendRequest(input, { now: NOW }).value)]) as unknown[];
  return { valid, invalid: asJson([...broken, ...broken.map(canonicalParts)]) as unknown[] };
}

describe.skipIf(!hasPython)('the contract in Python (openapi-spec-validator, jsonschema)', () => {
  const { valid, invalid } = sampleRequests();

  it.each(['send-request.schema.json', 'send-request.partial.schema.json', 'send-request.canonical.schema.json'])(
    'should validate openapi.yaml and give every request the verdict ajv gives with %s',
    (file) => {
      const requests = [...valid, ...invalid];
      const validate = compileSchema(file);
      const python = JSON.parse(execFileSync('python3', [script, file], { input: JSON.stringify(requests), encoding: 'utf8' })) as boolean[];
      const ajv = requests.map((request) => validate(request));
      expect(python).toEqual(ajv);
      expect(ajv.filter(Boolean).length).toBeGreaterThanOrEqual(valid.length / 2); // the canonical schema accepts the canonical half
      expect(ajv.slice(valid.length).some(Boolean)).toBe(true); // and some violations of inexpressible rules: both sides seen
      expect(ajv.slice(valid.length).every(Boolean)).toBe(false);
    },
  );
});
