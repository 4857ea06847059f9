// The fields of the objects whose rules are subschemas (`if`, `then`, `anyOf`), listed whole, so
// that each of those subschemas can declare them. A strict validator (Ajv's `strictRequired`)
// wants every field a subschema requires declared in it; a linter that closes every subschema
// declaring fields (Redocly's example check, by default) then needs all of them there, or the
// object's other fields read as unexpected. Declared as `{}`: no constraint is added.
import type { CardContent, StandaloneCard } from '@rcs-send/core';
import type { Schema } from './json';

/** `keys` when they are every key of `T`: a field added to the type and not here fails to compile. */
const everyKeyOf =
  <T>() =>
  <const K extends readonly (keyof T)[]>(keys: K & (Exclude<keyof T, K[number]> extends never ? unknown : never)): K =>
    keys;

/** Every field of a standalone card. */
const STANDALONE_CARD_FIELDS = everyKeyOf<StandaloneCard>()(['cardOrientation', 'thumbnailImageAlignment', 'cardContent']);
/** Every field of a card's content. */
const CARD_CONTENT_FIELDS = everyKeyOf<CardContent>()(['title', 'description', 'media', 'suggestions']);

/** `schema`, a subschema applied to an object with `fields`, declaring each of them unconstrained beside what it states of them. */
function declaring(fields: readonly string[], schema: Schema): Schema {
  const own = (schema['properties'] ?? {}) as Schema;
  return { type: 'object', ...schema, properties: { ...Object.fromEntries(fields.map((field) => [field, {}])), ...own } };
}

/** A subschema of a standalone card's rule, declaring the card's fields. */
export const onStandaloneCard = (schema: Schema): Schema => declaring(STANDALONE_CARD_FIELDS, schema);

/** A subschema of a card content's rule, declaring the content's fields. */
export const onCardContent = (schema: Schema): Schema => declaring(CARD_CONTENT_FIELDS, schema);
