/** A decision of the API reference (or of this package's README) that has no error code of its own. */
export interface Decision {
  /** The decision, as a rule. */
  readonly rule: string;
  /** Where it is stated. */
  readonly source: string;
  /** The test file that proves it, relative to the repository root. */
  readonly test: string;
  /** Words of the test's name, so a test can check that the proof is still there. */
  readonly testName: string;
}

/** The decisions RULES.md lists beside the catalogue, each with its proof. */
export const DECISIONS: readonly Decision[] = [
  { rule: 'Characters are Unicode code points (an astral emoji counts 1).', source: 'decisions', test: 'packages/core/src/validate/contentMessage.test.ts', testName: 'astral' },
  { rule: '`to` is canonicalised to digits: `+351…`, `00351…` and separators (space - . ( )) are removed.', source: 'decisions', test: 'packages/core/src/validate/message.test.ts', testName: 'is canonicalised to 351912345678 in value' },
  { rule: '`organizationId` and `mimeType` are canonicalised to lower case.', source: 'decisions', test: 'test/core/canonical.test.ts', testName: 'should canonicalise only to, organizationId and mimeType' },
  { rule: '`value` keeps the documented key order, whatever the input order.', source: 'decisions', test: 'packages/core/src/validate/request.test.ts', testName: 'value keeps the documented key order' },
  { rule: 'Canonicalisation is idempotent; a canonical request comes back deep-equal.', source: 'decisions', test: 'test/core/canonical.test.ts', testName: 'idempotent' },
  { rule: 'Never throws and never mutates the input, on any input.', source: 'decisions', test: 'test/core/neverThrows.test.ts', testName: 'should never throw and never mutate' },
  { rule: 'Messages are independent: changing message j never changes message i’s result.', source: 'decisions', test: 'test/core/independence.test.ts', testName: 'changing message j never changes message i' },
  { rule: 'Every message is validated even when the root has errors; root issues come first.', source: 'decisions', test: 'packages/core/src/validate/request.test.ts', testName: 'every message is validated even when the root is broken' },
  { rule: 'Every generated valid request is accepted.', source: 'decisions', test: 'test/core/validRequests.test.ts', testName: 'should accept every generated valid request' },
  { rule: 'Every single-rule violation is rejected with exactly its code at its param.', source: 'decisions', test: 'test/core/singleRuleViolations.test.ts', testName: 'should reject every single-rule violation at its own param' },
  { rule: 'An optional field set to `null` is an error at its path, never an absent field.', source: 'decisions', test: 'packages/core/src/validate/request.test.ts', testName: '"media": null is an error at ...media' },
  { rule: 'A key whose value is `undefined` (JavaScript callers) counts as absent.', source: '[README](README.md#decisions-where-the-api-reference-is-silent)', test: 'packages/core/src/validate/request.test.ts', testName: 'counts as missing' },
  { rule: 'Presence, not validity, decides the rules over several fields (`text: null` is still a content type).', source: '[README](README.md#decisions-where-the-api-reference-is-silent)', test: 'packages/core/src/validate/request.test.ts', testName: 'text: null still counts as the primary content type' },
  { rule: 'Issues come in document order: unknown keys, then the object’s own rules, then fields in documented order.', source: '[README](README.md#decisions-where-the-api-reference-is-silent)', test: 'packages/core/src/validate/request.test.ts', testName: 'unknown keys come first, in input order, then the object' },
  { rule: '100,000 invalid messages are reported, one result each, with work linear in the input.', source: 'decisions', test: 'packages/core/src/validate/hostile.test.ts', testName: '100,000 invalid elements in messages' },
];
