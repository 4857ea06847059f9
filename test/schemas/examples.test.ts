// Every example payload of schemas/examples/ and every example of schemas/openapi.yaml
// validates against the committed schemas: the requests as written against the input schema,
// their canonical values (the core's) against the canonical schema.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { validateSendRequest } from '@rcs-send/core';
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { exampleRequests, invalidExampleRequests } from '../../schemas/scripts/openapiExamples';
import { INEXPRESSIBLE_CODES } from '../../schemas/scripts/rules';
import { canonicalParts, compileSchema, createAjv, NOW, SCHEMAS_DIR } from './support';

const validateRequest = compileSchema('send-request.schema.json');
const validateCanonical = compileSchema('send-request.canonical.schema.json');

/** The OpenAPI document as committed. */
const openapi = parse(readFileSync(join(SCHEMAS_DIR, 'openapi.yaml'), 'utf8')) as {
  paths: Record<string, Record<string, { requestBody?: { content: Record<string, MediaType> }; responses: Record<string, { content: Record<string, MediaType> }> }>>;
  webhooks: Record<string, { post: { requestBody: { content: Record<string, MediaType> } } }>;
  components: { schemas: Record<string, unknown> };
};
type MediaType = { schema: { $ref: string }; examples: Record<string, { value: unknown }> };

/** The validator of a component of the OpenAPI document, its references resolved within the document. */
function componentValidator(ref: string) {
  const text = JSON.stringify(openapi.components.schemas).replaceAll('#/components/schemas/', '#/$defs/');
  return createAjv().compile({ $defs: JSON.parse(text) as object, $ref: ref.replace('#/components/schemas/', '#/$defs/') });
}

describe('schemas/examples/', () => {
  it.each([...exampleRequests()])('%s: should validate as written, and its canonical value against the canonical schema', (_name, input) => {
    const { value, issues } = validateSendRequest(input, { now: NOW });
    expect(issues).toEqual([]);
    expect(validateRequest(input), JSON.stringify(validateRequest.errors)).toBe(true);
    expect(validateCanonical(value), JSON.stringify(validateCanonical.errors)).toBe(true);
    expect(validateCanonical(input)).toBe(isDeepStrictEqual(input, value));
  });

  it('should show the service\'s leniency: some examples are not in canonical form', () => {
    const written = [...exampleRequests().values()].filter((input) => !isDeepStrictEqual(input, validateSendRequest(input, { now: NOW }).value));
    expect(written.length).toBeGreaterThan(0);
  });

  it.each(invalidExampleRequests().map((input, line) => [line + 1, input]))(
    'invalid/ request %i should be rejected by both schemas, unless its only errors are rules JSON Schema cannot express',
    (_line, input) => {
      const codes = validateSendRequest(input, { now: NOW }).issues.map((issue) => issue.code);
      expect(codes.length).toBeGreaterThan(0);
      const onlyInexpressible = codes.every((code) => INEXPRESSIBLE_CODES.includes(code));
      if (onlyInexpressible) return;
      expect(validateRequest(input)).toBe(false);
      expect(validateCanonical(canonicalParts(input))).toBe(false);
    },
  );
});

describe('the examples of schemas/openapi.yaml', () => {
  const operations = Object.entries(openapi.paths).flatMap(([path, item]) => Object.entries(item).map(([method, operation]) => [`${method.toUpperCase()} ${path}`, operation] as const));
  const mediaTypes: [string, MediaType][] = operations.flatMap(([name, operation]) => [
    ...(operation.requestBody === undefined ? [] : [[`${name} request`, operation.requestBody.content['application/json'] as MediaType] as [string, MediaType]]),
    ...Object.entries(operation.responses).map(([status, response]): [string, MediaType] => [`${name} ${status}`, response.content['application/json'] as MediaType]),
  ]);

  it('should cover every operation: the send, the status lookup, the cancel, both capability checks, the preflight, the events feed and the message list', () => {
    expect(operations.map(([name]) => name)).toEqual([
      'POST /v1.2/rcs/send',
      'GET /v1.2/rcs/messages/{id}',
      'DELETE /v1.2/rcs/messages/{id}',
      'GET /v1.2/rcs/capabilities/{msisdn}',
      'POST /v1.2/rcs/capabilities',
      'POST /v1.2/rcs/preflight',
      'GET /v1.2/rcs/events',
      'GET /v1.2/rcs/messages',
    ]);
  });

  it('should give the events feed and the message list examples that are their own schemas\' bodies', () => {
    const feed = compileSchema('event-feed-response.schema.json');
    const list = compileSchema('message-list-response.schema.json');
    const examplesOf = (path: string) => Object.values(openapi.paths[path]?.['get']?.responses['200']?.content['application/json']?.examples ?? {}).map(({ value }) => value);
    for (const value of examplesOf('/v1.2/rcs/events')) expect(feed(value), JSON.stringify(feed.errors)).toBe(true);
    for (const value of examplesOf('/v1.2/rcs/messages')) expect(list(value), JSON.stringify(list.errors)).toBe(true);
    expect(examplesOf('/v1.2/rcs/messages').map((value) => (value as { next: unknown }).next)).toEqual([expect.stringMatching(/^[A-Za-z0-9_-]+$/), null]);
  });

  it("should give the preflight an example that is its own schema's body", () => {
    const preflight = compileSchema('preflight-response.schema.json');
    const examples = Object.values(openapi.paths['/v1.2/rcs/preflight']?.['post']?.responses['200']?.content['application/json']?.examples ?? {});
    expect(examples.length).toBeGreaterThan(0);
    for (const { value } of examples) expect(preflight(value), JSON.stringify(preflight.errors)).toBe(true);
  });

  it.each(mediaTypes)('%s: every example should validate against its schema', (_where, mediaType) => {
    const validate = componentValidator(mediaType.schema.$ref);
    const examples = Object.entries(mediaType.examples);
    expect(examples.length).toBeGreaterThan(0);
    for (const [name, { value }] of examples) expect(validate(value), `${name}: ${JSON.stringify(validate.errors)}`).toBe(true);
  });

  it('should give the request the verdict of send-request.schema.json, the input schema', () => {
    const validate = componentValidator('#/components/schemas/SendRequest');
    for (const input of [...exampleRequests().values(), ...invalidExampleRequests()]) {
      expect(validate(input)).toBe(validateRequest(input));
      const canonical = canonicalParts(input);
      expect(validate(canonical)).toBe(validateRequest(canonical));
    }
  });
});

describe('the webhook examples of schemas/openapi.yaml', () => {
  const validatePayload = compileSchema('webhook-event.schema.json');
  const bodies = Object.entries(openapi.webhooks).map(([type, { post }]) => [type, post.requestBody.content['application/json'] as MediaType] as const);

  it.each(bodies)('%s: every example should be of its type, valid against its component and against webhook-event.schema.json', (type, mediaType) => {
    const validate = componentValidator(mediaType.schema.$ref);
    const examples = Object.entries(mediaType.examples);
    expect(examples.length).toBeGreaterThan(0);
    for (const [name, { value }] of examples) {
      expect(value, name).toMatchObject({ type });
      expect(validate(value), `${name}: ${JSON.stringify(validate.errors)}`).toBe(true);
      expect(validatePayload(value), `${name}: ${JSON.stringify(validatePayload.errors)}`).toBe(true);
    }
  });
});
