// The JSON Schema of a validation profile file (`createValidationProfile` of @rcs-send/core):
// each field's rule from the core's constants, each description from the JSDoc of
// `ValidationProfile`. What a pattern cannot state (a host as the WHATWG URL parser reads it, a
// code in both lists) is named in a `$comment`: the core's check is the reference.
import { join } from 'node:path';
import { CONTENT_KINDS, LIMITS, PROFILE_LIMITS, SUGGESTION_TYPES } from '@rcs-send/core';
import { CORE_SRC, readDocs } from './docs';
import type { Schema } from './json';

/** One line of JSDoc text. */
const oneLine = (doc: string): string => doc.replace(/\s*\n\s*/g, ' ');

/** A list of strings, each following `item` (repeats are harmless, as the core reads them). */
const listOf = (item: Schema, minItems = 0): Schema => ({ type: 'array', items: item, ...(minItems > 0 && { minItems }) });

/** A calling code: 1 to 3 digits not starting with 0, or 1 and a 3-digit North American area code. */
const CALLING_CODE: Schema = { type: 'string', pattern: '^(?:[1-9][0-9]{0,2}|1[0-9]{3})$' };

/** The JSON Schema of a validation profile. */
export function validationProfileSchema(): Schema {
  const docs = readDocs([join(CORE_SRC, 'profile/validationProfile.ts')]).get('ValidationProfile');
  if (docs === undefined) throw new Error('ValidationProfile is not declared in packages/core/src/profile/validationProfile.ts');
  const fields: Record<string, Schema> = {
    $schema: { type: 'string' },
    allowedHosts: {
      ...listOf({ type: 'string', minLength: 1, pattern: '^(?:\\*\\.)?[^\\s#%/:?@\\[\\\\\\]*]+$' }),
      $comment: 'Each entry is also a host name the WHATWG URL parser accepts (the core reads it with `new URL`).',
    },
    expirationRequired: { type: 'boolean' },
    maxExpirationSeconds: { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER },
    allowedCallingCodes: listOf(CALLING_CODE, 1),
    refusedCallingCodes: { ...listOf(CALLING_CODE), $comment: 'No code may also be in allowedCallingCodes.' },
    allowedContentKinds: listOf({ type: 'string', enum: [...CONTENT_KINDS] }, 1),
    allowedSuggestionKinds: listOf({ type: 'string', enum: [...SUGGESTION_TYPES] }),
    maxMessages: { type: 'integer', minimum: LIMITS.messagesMin, maximum: LIMITS.messagesMax },
    refusedTerms: { type: 'array', items: { type: 'string', minLength: 1, maxLength: PROFILE_LIMITS.refusedTermMaxChars }, maxItems: PROFILE_LIMITS.refusedTermsMax },
  };
  const properties: Record<string, Schema> = {};
  for (const [name, schema] of Object.entries(fields)) {
    const description = docs.properties[name];
    if (description === undefined) throw new Error(`ValidationProfile.${name} has no JSDoc`);
    properties[name] = { description: oneLine(description), ...schema };
  }
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    title: 'ValidationProfile',
    description: oneLine(docs.description),
    $comment: 'Generated from @rcs-send/core (ValidationProfile, LIMITS, PROFILE_LIMITS) by `pnpm schemas`: never edit by hand.',
    type: 'object',
    properties,
    additionalProperties: false,
  };
}
