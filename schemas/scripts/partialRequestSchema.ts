// Builds schemas/send-request.partial.schema.json: what the service accepts in its default
// `partial` batch mode, where a message that breaks a rule is answered REJECTED in a 200 and the
// request still succeeds while one message is valid. The strict input schema (every message
// valid, what an `all-or-nothing` deployment accepts) stays whole inside it, so that generated
// types still give a typed `Message`.
import type { Schema } from './json';
import { tidySchema } from './normalize';

/**
 * Any JSON value, one branch per type: what a validator reads as "anything" and a type generator
 * as a small union (not `unknown`, which would swallow `Message` in a client's types), an object
 * branch without properties that still refuses a misspelt key beside a message's.
 */
const ANY_JSON_VALUE: Schema[] = ['object', 'array', 'string', 'number', 'boolean', 'null'].map((type) => (type === 'array' ? { type, items: {} } : { type }));

/**
 * The schema of a body the service accepts in `partial` mode, from `input` (the strict input
 * schema): either a `SendRequest` (every message valid), or one whose `messages` hold at least
 * one valid `Message` (`contains`) beside any values the service answers REJECTED one by one.
 */
export function partialSendRequestSchema(input: Schema): Schema {
  const { $schema, $defs, $comment, title, description, ...root } = input;
  if (title !== 'SendRequest') throw new Error(`The input schema is titled ${String(title)}`);
  const properties = root['properties'] as Record<string, Schema>;
  const messages = properties['messages'] as Schema;
  const message = messages['items'] as Schema;
  const withRejectedMessages: Schema = {
    title: 'SendRequestWithRejectedMessages',
    description:
      'A request some of whose messages break a rule, which the service in its default `partial` batch mode accepts: each such message is answered REJECTED with its reason in a 200, the others are accepted. At least one message must be valid: when none is, the request is refused (400, the first message\'s issue). A deployment in `all-or-nothing` mode refuses it (400).',
    ...root,
    properties: {
      ...properties,
      messages: {
        ...messages,
        description: `${String(messages['description'])} At least one is a valid Message; the others may be any value, each answered REJECTED.`,
        contains: message,
        items: { anyOf: [message, { $ref: '#/$defs/RejectableMessage' }] },
      },
    },
  };
  const rejectableMessage: Schema = {
    title: 'RejectableMessage',
    description: 'Any value in place of a message: in `partial` mode the service answers it REJECTED, with the first rule it breaks, and accepts the other messages.',
    anyOf: ANY_JSON_VALUE,
  };
  return tidySchema({
    $schema: $schema ?? null,
    title: 'PartialSendRequest',
    description: 'The body of POST /v1.2/rcs/send as the service accepts it in its default `partial` batch mode: a SendRequest, or a request some of whose messages are rejected one by one.',
    $comment:
      'Generated from @rcs-send/core by `pnpm schemas`: never edit by hand. The default mode of the service: a body this schema accepts is answered 202 (every message valid) or 200 (some REJECTED), unless a rule JSON Schema cannot express refuses it (send-request.schema.json names each). SendRequest in $defs is the strict form: every message valid, what an `all-or-nothing` deployment accepts.',
    anyOf: [{ $ref: '#/$defs/SendRequest' }, { $ref: '#/$defs/SendRequestWithRejectedMessages' }],
    $defs: { SendRequest: { title, description, $comment, ...root } as Schema, SendRequestWithRejectedMessages: withRejectedMessages, RejectableMessage: rejectableMessage, ...($defs as Schema) },
  }) as Schema;
}
