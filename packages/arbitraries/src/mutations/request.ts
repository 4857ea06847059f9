import { LIMITS } from '@rcs-send/core';
import fc from 'fast-check';
import { jsonByteLength, jsonCodePointBytes } from '../bytes';
import { message } from '../message';
import { organizationId } from '../organizationId';
import { sendRequest } from '../sendRequest';
import { characterOf } from '../text';
import { inRequest } from './place';
import type { MutationDefinition } from './types';

/** A valid lower-case UUID written wrongly in one way. @internal */
function invalidUuid(): fc.Arbitrary<string> {
  const uuid = fc.uuid();
  const nonHex = fc.constantFrom(...'ghijklmnopqrstuvwxyzGXZ_!');
  return fc.oneof(
    fc.tuple(uuid, fc.nat(), nonHex).map(([id, at, letter]) => {
      const positions = [...id].flatMap((char, index) => (char === '-' ? [] : [index]));
      const index = positions[at % positions.length] ?? 0;
      return `${id.slice(0, index)}${letter}${id.slice(index + 1)}`;
    }),
    uuid.map((id) => id.replaceAll('-', '')),
    uuid.map((id) => `{${id}}`),
    uuid.map((id) => `urn:uuid:${id}`),
    uuid.map((id) => id.slice(0, -1)),
    uuid.map((id) => `${id}0`),
    uuid.map((id) => ` ${id}`),
    uuid.map((id) => `${id}\n`),
    fc.constantFrom('not-a-uuid', 'organization', '12345'),
  );
}

/** Mutations of the root and of the message as a whole. @internal */
export const REQUEST_MUTATIONS = {
  REQUEST_NOT_OBJECT: {
    description: 'The body is null, a boolean, a number, a string or an array.',
    build: (settings) =>
      fc
        .oneof(
          fc.constant(null),
          fc.boolean(),
          fc.double(),
          fc.string(),
          fc.constant([]),
          sendRequest(settings).map((request) => [request]),
          sendRequest(settings).map((request) => request.messages),
        )
        .map((request) => ({ request, param: '' })),
  },
  MESSAGES_EMPTY: {
    description: 'messages is an empty array.',
    build: () => organizationId().map((id) => ({ request: { organizationId: id, messages: [] }, param: '' })),
  },
  MESSAGES_TOO_MANY: {
    description: `messages holds ${LIMITS.messagesMax + 1} or more valid messages.`,
    build: (settings) =>
      fc
        .tuple(
          organizationId(),
          fc.array(message(settings), {
            minLength: LIMITS.messagesMax + 1,
            maxLength: LIMITS.messagesMax + (settings.atLimits ? 1 : 5),
          }),
        )
        .map(([id, messages]) => ({ request: { organizationId: id, messages }, param: 'messages' })),
  },
  ORGANIZATION_ID_INVALID: {
    description: 'organizationId is a non-empty string that is not an 8-4-4-4-12 hex UUID.',
    build: (settings) =>
      fc.tuple(sendRequest(settings), invalidUuid()).map(([request, id]) => ({
        request: { ...request, organizationId: id },
        param: 'organizationId',
      })),
  },
  MESSAGE_TOO_LARGE: {
    description: `A message whose from is padded to exactly 1 to 4,096 bytes over ${LIMITS.messageBytesMax}.`,
    build: (settings) =>
      inRequest(
        settings,
        fc
          .tuple(
            message(settings),
            fc.oneof(fc.constant(1), fc.integer({ min: 1, max: 4096 })),
            characterOf(settings),
          )
          .map(([valid, over, padding]) => {
            const need = LIMITS.messageBytesMax + over - jsonByteLength(valid);
            const unit = jsonCodePointBytes(padding);
            const count = Math.floor(need / unit);
            const from = `${valid.from}${padding.repeat(count)}${'a'.repeat(need - count * unit)}`;
            const value = { ...valid, from };
            if (jsonByteLength(value) !== LIMITS.messageBytesMax + over) throw new Error('MESSAGE_TOO_LARGE: padding miscounted');
            return { value, param: '' };
          }),
      ),
  },
} as const satisfies Record<string, MutationDefinition>;
