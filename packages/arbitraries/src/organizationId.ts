import fc from 'fast-check';

/** A valid organizationId: a UUID (8-4-4-4-12 hex), in lower, upper or mixed case. @public */
export function organizationId(): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.uuid() },
    { weight: 2, arbitrary: fc.mixedCase(fc.uuid()) },
    { weight: 1, arbitrary: fc.uuid({ version: [9, 10, 11, 12, 13, 14, 15] }) },
    { weight: 1, arbitrary: fc.constantFrom('00000000-0000-0000-0000-000000000000', 'FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF') },
  );
}
