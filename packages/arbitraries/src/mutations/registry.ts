import { ERROR_CATALOGUE, type ErrorCode } from '@rcs-send/core';
import type fc from 'fast-check';
import type { SendRequestArbitraryOptions } from '../options';
import { CARD_MUTATIONS } from './card';
import { CONTENT_MUTATIONS } from './content';
import { DATE_MUTATIONS } from './dates';
import { GENERIC_MUTATIONS } from './generic';
import { LENGTH_MUTATIONS } from './lengths';
import { MEDIA_MUTATIONS } from './media';
import { baseSettings } from './place';
import { REQUEST_MUTATIONS } from './request';
import { RICH_CARD_MUTATIONS } from './richCard';
import { STRUCTURAL_MUTATIONS } from './structural';
import { SUGGESTION_MUTATIONS } from './suggestion';
import { TO_MUTATIONS } from './to';
import type { InvalidSendRequest, Mutation, MutationDefinition } from './types';

/** One mutation per catalogue code; the type makes a missing code a compile error. @internal */
export const MUTATION_DEFINITIONS: Readonly<Record<ErrorCode, MutationDefinition>> = {
  ...REQUEST_MUTATIONS,
  ...GENERIC_MUTATIONS,
  ...STRUCTURAL_MUTATIONS,
  ...TO_MUTATIONS,
  ...DATE_MUTATIONS,
  ...CONTENT_MUTATIONS,
  ...MEDIA_MUTATIONS,
  ...RICH_CARD_MUTATIONS,
  ...CARD_MUTATIONS,
  ...SUGGESTION_MUTATIONS,
  ...LENGTH_MUTATIONS,
};

/** The mutation that breaks the rule of `code`; throws for a code without one. @public */
export function mutationFor(code: ErrorCode): Mutation {
  const definition = Object.prototype.hasOwnProperty.call(MUTATION_DEFINITIONS, code) ? MUTATION_DEFINITIONS[code] : undefined;
  if (definition === undefined || !Object.prototype.hasOwnProperty.call(ERROR_CATALOGUE, code))
    throw new Error(`@rcs-send/arbitraries: no mutation for error code ${String(code)}`);
  return {
    code,
    description: definition.description,
    arbitrary: (options?: SendRequestArbitraryOptions): fc.Arbitrary<InvalidSendRequest> =>
      definition.build(baseSettings(options)).map(({ request, param }) => ({ request, rule: code, code, param })),
  };
}

/** Requests that break exactly the rule of `code` once, at a random place, with the expected param. @public */
export function invalidSendRequestFor(code: ErrorCode, options?: SendRequestArbitraryOptions): fc.Arbitrary<InvalidSendRequest> {
  return mutationFor(code).arbitrary(options);
}
