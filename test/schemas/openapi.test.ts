// schemas/openapi.yaml is a valid OpenAPI 3.1 document (Spectral, every warning an error; Redocly
// CLI in strictTools.test.ts) with the operation, its security and every status the spec documents.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { signWebhook, WEBHOOK_SCHEDULE_MS } from '@rcs-send/delivery';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { createAjv, SCHEMAS_DIR } from './support';

/** Milliseconds of a wait as the document writes it (`5 s`, `30 min`, `2 h`). */
const UNIT_MS: Readonly<Record<string, number>> = { s: 1000, min: 60_000, h: 3_600_000 };

const document = parse(readFileSync(join(SCHEMAS_DIR, 'openapi.yaml'), 'utf8')) as Record<string, any>;

describe('schemas/openapi.yaml', () => {
  it('should pass Spectral\'s `oas` ruleset with no problem of any severity', async () => {
    const spectral = join(SCHEMAS_DIR, '../node_modules/.bin/spectral');
    const args = ['lint', '--ruleset', join(SCHEMAS_DIR, 'spectral.yaml'), '--format', 'json', '--fail-severity', 'hint', '--quiet', join(SCHEMAS_DIR, 'openapi.yaml')];
    const { stdout } = await promisify(execFile)(spectral, args).catch((error: { stdout: string }) => error);
    expect((JSON.parse(stdout) as { code: string; path: string[] }[]).map(({ code, path }) => `${code} at ${path.join('.')}`)).toEqual([]);
  });

  it('should be OpenAPI 3.1 with POST /v1.2/rcs/send behind the bearer scheme', () => {
    expect(document['openapi']).toBe('3.1.0');
    expect(document['components'].securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    const operation = document['paths']['/v1.2/rcs/send'].post;
    expect(operation.security).toEqual([{ bearerAuth: [] }]);
    expect(operation.requestBody.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/PartialSendRequest' });
  });

  it('should document every status of the spec with its body', () => {
    const { responses } = document['paths']['/v1.2/rcs/send'].post;
    for (const status of ['200', '202']) expect(responses[status].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/SuccessBody' });
    for (const status of ['400', '401', '402', '403', '404', '429', '500', '503']) {
      expect(responses[status].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/ErrorBody' });
    }
  });

  it('should declare the headers the send answers with: Idempotent-Replayed on a replayed 200 or 202, Allow on 405, Retry-After on 409, 429 and 503', () => {
    const { responses } = document['paths']['/v1.2/rcs/send'].post;
    const headers = (status: string): string[] => Object.keys(responses[status].headers ?? {});
    for (const status of ['200', '202']) expect(headers(status)).toEqual(['Idempotent-Replayed']);
    expect(headers('405')).toEqual(['Allow']);
    for (const status of ['409', '429', '503']) expect(headers(status)).toEqual(['Retry-After']);
    expect(headers('401')).toEqual(['WWW-Authenticate']);
    for (const status of ['408', '413', '414', '415', '431']) expect(Object.keys(responses)).toContain(status);
  });

  it('should state every UUID as the service reads it, 8-4-4-4-12 hexadecimal digits in any case, never `format: uuid` (which ajv-formats reads with urn:uuid:)', () => {
    const id = '2F1C7A4E-8b3d-4c6a-9e2f-5d7b1a3c9e04';
    const places = [
      document['components'].schemas.SendRequest.properties.organizationId,
      document['components'].schemas.CapabilitiesRequest.properties.organizationId,
      document['paths']['/v1.2/rcs/messages/{id}'].get.parameters[0].schema,
      document['paths']['/v1.2/rcs/capabilities/{msisdn}'].get.parameters[1].schema,
    ];
    expect(JSON.stringify(document)).not.toContain('"format":"uuid"');
    for (const schema of places) {
      const validate = createAjv().compile(schema);
      expect([id, `urn:uuid:${id}`, `{${id}}`, id.replaceAll('-', ''), `${id}0`].map((value) => validate(value))).toEqual([true, false, false, false, false]);
    }
  });

  it('should document GET /v1.2/rcs/messages/{id} with its UUID parameter, its status body and only the codes the lookup answers', () => {
    const operation = document['paths']['/v1.2/rcs/messages/{id}'].get;
    expect(operation.security).toEqual([{ bearerAuth: [] }]);
    expect(operation.parameters).toMatchObject([{ name: 'id', in: 'path', required: true, schema: { type: 'string', pattern: document['components'].schemas.SendRequest.properties.organizationId.pattern } }]);
    expect(operation.responses['200'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/MessageStatusBody' });
    const codes = (status: string): string[] => Object.keys(document['paths']['/v1.2/rcs/messages/{id}'].get.responses[status]?.content['application/json'].examples ?? {});
    expect(codes('400')).toContain('MESSAGE_ID_INVALID');
    expect(codes('404')).toEqual(['MESSAGE_NOT_FOUND']);
    expect(Object.keys(operation.responses)).not.toContain('402');
    const send = document['paths']['/v1.2/rcs/send'].post.responses;
    expect(Object.keys(send['404'].content['application/json'].examples)).not.toContain('MESSAGE_NOT_FOUND');
    expect(Object.keys(send['400'].content['application/json'].examples)).not.toContain('MESSAGE_ID_INVALID');
  });

  it('should document DELETE /v1.2/rcs/messages/{id}: 200 and 409 with the status body, 405 with Allow, and no rate limit', () => {
    const { responses } = document['paths']['/v1.2/rcs/messages/{id}'].delete;
    for (const status of ['200', '409']) expect(responses[status].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/MessageStatusBody' });
    expect(Object.keys(responses['405'].headers)).toEqual(['Allow']);
    expect(Object.keys(responses['503'].headers)).toEqual(['Retry-After']);
    expect(Object.keys(responses)).not.toContain('429');
  });

  it('should document the capability checks with their bodies, the organization in the query, 429 and 503 with Retry-After', () => {
    const one = document['paths']['/v1.2/rcs/capabilities/{msisdn}'].get;
    const many = document['paths']['/v1.2/rcs/capabilities'].post;
    expect(one.parameters.map((parameter: { name: string; in: string; required: boolean }) => [parameter.name, parameter.in, parameter.required])).toEqual([['msisdn', 'path', true], ['organizationId', 'query', true], ['from', 'query', true]]);
    expect(one.responses['200'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/CapabilityBody' });
    expect(many.requestBody.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/CapabilitiesRequest' });
    expect(many.responses['200'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/CapabilitiesBody' });
    expect(document['components'].schemas.CapabilitiesRequest.properties.msisdns).toMatchObject({ minItems: 1, maxItems: 500 });
    for (const operation of [one, many]) {
      for (const status of ['429', '503']) expect(Object.keys(operation.responses[status].headers)).toEqual(['Retry-After']);
    }
    expect(Object.keys(many.responses)).toEqual(expect.arrayContaining(['413', '415']));
  });

  it('should document a webhook per event type, each with the three Standard Webhooks headers, its body, 2XX, 410 and the retried rest, and no bearer', () => {
    const webhooks = document['webhooks'] as Record<string, { post: Record<string, any> }>;
    const bodies = { 'message.status': 'MessageStatusEvent', 'message.reply': 'MessageReplyEvent', 'recipient.subscription': 'RecipientSubscriptionEvent' };
    expect(Object.keys(webhooks)).toEqual(Object.keys(bodies));
    for (const [type, title] of Object.entries(bodies)) {
      const { post } = webhooks[type] as { post: Record<string, any> };
      expect(post['security']).toEqual([]);
      expect(post['parameters'].map((parameter: { name: string; in: string; required: boolean }) => [parameter.name, parameter.in, parameter.required])).toEqual([
        ['webhook-id', 'header', true],
        ['webhook-timestamp', 'header', true],
        ['webhook-signature', 'header', true],
      ]);
      expect(post['requestBody'].content['application/json'].schema).toEqual({ $ref: `#/components/schemas/${title}` });
      expect(document['components'].schemas[title].properties.type.const).toBe(type);
      expect(Object.keys(post['responses']).sort()).toEqual(['2XX', '410', 'default']);
    }
  });

  it('should state the webhook retries the delivery engine makes, a 410 as the engine takes it, and no order between events', () => {
    const { post } = (document['webhooks'] as Record<string, { post: Record<string, any> }>)['message.status'] as { post: Record<string, any> };
    const retried = String(post['responses'].default.description);
    const waits = (/sent again after (.+?) \(each/.exec(retried)?.[1] ?? '').split(', ').map((wait) => {
      const [count, unit] = wait.split(' ');
      return Number(count) * (UNIT_MS[unit ?? ''] ?? Number.NaN);
    });
    expect(waits).toEqual([...WEBHOOK_SCHEDULE_MS]);
    expect(retried).toContain(`given up after attempt ${WEBHOOK_SCHEDULE_MS.length + 1}`);
    expect(post['responses']['410'].description).toContain('until the operator enables it again');
    expect(post['description']).toContain('out of order');
  });

  it('should list both 415 codes on every operation that reads a body, and the preflight\'s refusals in the send\'s order', () => {
    const bodies = [document['paths']['/v1.2/rcs/send'].post, document['paths']['/v1.2/rcs/preflight'].post, document['paths']['/v1.2/rcs/capabilities'].post];
    for (const operation of bodies) {
      expect(Object.keys(operation.responses['415'].content['application/json'].examples)).toEqual(['UNSUPPORTED_MEDIA_TYPE', 'CONTENT_ENCODING_UNSUPPORTED']);
    }
    expect(document['paths']['/v1.2/rcs/preflight'].post.description).toContain('415, 413');
    expect(document['components'].schemas.MessageStatusData.properties.reason.description).toContain('EXPIRED or CANCELLED');
  });

  it('should take, as a webhook-signature, the two signatures the service sends for a day after a secret is rotated', () => {
    const [current, previous] = [`whsec_${Buffer.alloc(32, 1).toString('base64')}`, `whsec_${Buffer.alloc(32, 2).toString('base64')}`];
    const sign = (secret: string): string => signWebhook(secret, 'msg_2f6c1e0a-9b4d-4e7f-8a3c-000000000001', 1_768_467_600, '{}')['webhook-signature'];
    for (const { post } of Object.values(document['webhooks'] as Record<string, { post: Record<string, any> }>)) {
      const header = (post['parameters'] as { name: string; schema: Record<string, unknown> }[]).find((parameter) => parameter.name === 'webhook-signature');
      const validate = createAjv().compile(header?.schema ?? {});
      expect([sign(current), `${sign(current)} ${sign(previous)}`, `${sign(current)} `, 'v2,abc'].map((value) => validate(value))).toEqual([true, true, false, false]);
    }
  });

  it('should list ROUTE_NOT_FOUND under the capability checks\' 404: a deployment with no platform to ask has no such route', () => {
    for (const operation of [document['paths']['/v1.2/rcs/capabilities/{msisdn}'].get, document['paths']['/v1.2/rcs/capabilities'].post]) {
      expect(Object.keys(operation.responses['404'].content['application/json'].examples)).toEqual(['ORGANIZATION_NOT_FOUND', 'ROUTE_NOT_FOUND']);
    }
  });
});
