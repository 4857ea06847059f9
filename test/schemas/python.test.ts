// The contract read by another language: Python's openapi-spec-validator accepts openapi.yaml,
// and Python's jsonschema gives every request the same verdict as ajv (regular expressions,
// code-point lengths and formats included). Skipped where Python or those modules are missing.
import { execFileSync, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { invalidSendRequestFor, sendRequest } from '@rcs-send/arbitraries';
import { ERROR_CODES, validateSendRequest } from '@rcs-send/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalParts, compileSchema, NOW } from './support';

const script = join(import.meta.dirname, 'python_check.py');
const modules = 'import yaml, jsonschema, openapi_spec_validator, rfc3339_validator';
const hasPython = spawnSync('python3', ['-c', modules]).status === 0;

describe.skipIf(!hasPython)('the contract in Python (openapi-spec-validator, jsonschema)', () => {
  it('should validate openapi.yaml and give every request the verdict ajv gives', () => {
    const valid = fc.sample(sendRequest({ unicode: true, now: NOW }), { numRuns: 60, seed: 1 }).map((input) => validateSendRequest(input, { now: NOW }).value);
    const invalid = ERROR_CODES.filter((code) => code !== 'FIELD_UNREADABLE').flatMap((code) =>
      fc.sample(invalidSendRequestFor(code, { now: NOW }), { numRuns: 4, seed: 2 }).map(({ request }) => canonicalParts(request)),
    );
    const requests = JSON.parse(JSON.stringify([...valid, ...invalid])) as unknown[]; // both read the same JSON text
    const validate = compileSchema('send-request.schema.json');
    const python = JSON.parse(execFileSync('python3', [script], { input: JSON.stringify(requests), encoding: 'utf8' })) as boolean[];
    expect(python).toEqual(requests.map((request) => validate(request)));
    expect(python.slice(0, valid.length).every(Boolean)).toBe(true);
  });
});
