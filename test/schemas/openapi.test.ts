// schemas/openapi.yaml is a valid OpenAPI 3.1 document (Redocly CLI, every warning an error)
// with the operation, its security and every status the spec documents.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { SCHEMAS_DIR } from './support';

const redocly = join(SCHEMAS_DIR, '../node_modules/.bin/redocly');
const document = parse(readFileSync(join(SCHEMAS_DIR, 'openapi.yaml'), 'utf8')) as Record<string, any>;

describe('schemas/openapi.yaml', () => {
  it('should pass `redocly lint` with no error and no warning', async () => {
    const args = ['lint', '--config', join(SCHEMAS_DIR, 'redocly.yaml'), '--format', 'json', join(SCHEMAS_DIR, 'openapi.yaml')];
    const { stdout } = await promisify(execFile)(redocly, args, { env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } });
    const report = JSON.parse(stdout) as { totals: { errors: number; warnings: number }; problems: { message: string }[] };
    expect(report.problems.map((problem) => problem.message)).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  });

  it('should be OpenAPI 3.1 with POST /v1.2/rcs/send behind the bearer scheme', () => {
    expect(document['openapi']).toBe('3.1.0');
    expect(document['components'].securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    const operation = document['paths']['/v1.2/rcs/send'].post;
    expect(operation.security).toEqual([{ bearerAuth: [] }]);
    expect(operation.requestBody.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/SendRequest' });
  });

  it('should document every status of the spec with its body', () => {
    const { responses } = document['paths']['/v1.2/rcs/send'].post;
    for (const status of ['200', '202']) expect(responses[status].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/SuccessBody' });
    for (const status of ['400', '401', '402', '403', '404', '429', '500', '503']) {
      expect(responses[status].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/ErrorBody' });
    }
  });

  it('should document GET /v1.2/rcs/messages/{id} with its UUID parameter, its status body and only the codes the lookup answers', () => {
    const operation = document['paths']['/v1.2/rcs/messages/{id}'].get;
    expect(operation.security).toEqual([{ bearerAuth: [] }]);
    expect(operation.parameters).toMatchObject([{ name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } }]);
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
});
