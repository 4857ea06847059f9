// The validation profile's JSON Schema gives each profile the core's verdict, but for what its
// `$comment`s name (a host the URL parser refuses, a code in both lists).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createValidationProfile } from '@rcs-send/core';
import Ajv2020 from 'ajv/dist/2020';
import { describe, expect, it } from 'vitest';

const schema = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'schemas', 'validation-profile.schema.json'), 'utf8')) as object;
const validate = new Ajv2020({ strict: true, allErrors: true }).compile(schema);

/** The core's verdict on `data`: true when it compiles. */
function coreAccepts(data: unknown): boolean {
  try {
    createValidationProfile(data);
    return true;
  } catch {
    return false;
  }
}

const PROFILES: unknown[] = [
  {},
  { $schema: './validation-profile.schema.json', allowedHosts: ['cdn.example.com', '*.example.org'], maxMessages: 3 },
  { allowedCallingCodes: ['351', '1242'], refusedCallingCodes: ['1'], expirationRequired: true, maxExpirationSeconds: 86_400 },
  { allowedContentKinds: ['text', 'carousel'], allowedSuggestionKinds: [], refusedTerms: ['casino', 'Free money'] },
  { allowedHosts: ['https://a.com'] },
  { allowedHosts: ['a.com:443'] },
  { allowedHosts: ['*.*.a.com'] },
  { maxMessages: 0 },
  { maxMessages: 11 },
  { maxExpirationSeconds: 0 },
  { maxExpirationSeconds: 1.5 },
  { allowedCallingCodes: [] },
  { allowedCallingCodes: ['0'] },
  { allowedCallingCodes: ['4412'] },
  { allowedContentKinds: [] },
  { allowedContentKinds: ['video'] },
  { allowedSuggestionKinds: ['Reply'] },
  { refusedTerms: [''] },
  { refusedTerms: ['x'.repeat(1001)] },
  { unknown: true },
  { expirationRequired: 'yes' },
  [],
  null,
];

describe('validation-profile.schema.json', () => {
  it.each(PROFILES.map((profile) => [JSON.stringify(profile).slice(0, 60), profile]))('should give %s the core\'s verdict', (_name, profile) => {
    expect(validate(profile)).toBe(coreAccepts(profile));
  });
});
