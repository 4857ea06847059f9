import Fastify from 'fastify';
import { sendRequestJsonSchema } from '@rcs-send/benchmark-core/peers/ajvSchema';
import { acceptedBody, BODY_LIMIT_BYTES } from './answer';

/**
 * Fastify 5 with the ajv schema as its route's body schema. Its ajv is told not to change the
 * body (`removeAdditional: false`, `coerceTypes: false`, as a validating API must) and to
 * report every error (`allErrors: true`, like every ajv peer); ajv-formats is fastify's own.
 * A refused body gets fastify's own 400.
 */
export async function startFastify(): Promise<number> {
  const app = Fastify({
    bodyLimit: BODY_LIMIT_BYTES,
    keepAliveTimeout: 30_000, // as every other server of the benchmark
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false, allErrors: true } },
  });
  app.post('/v1.2/rcs/send', { schema: { body: sendRequestJsonSchema } }, async (request, reply) =>
    reply.code(202).send(acceptedBody((request.body as { messages: unknown[] }).messages)),
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('fastify listens on no TCP port');
  return address.port;
}
