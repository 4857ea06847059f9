// The webhook contract against real deliveries: the server bin, with a client webhook and its
// RBM emulator, sends every event type (message.status for SENT, DELIVERED, READ and FAILED,
// message.reply for a typed text and a tapped suggestion, recipient.subscription both ways); each
// request's Standard Webhooks signature verifies, its body validates against
// schemas/webhook-event.schema.json (and against the same schema closed: no undeclared property),
// and its headers match the webhook parameters of schemas/openapi.yaml.
import { mkdtemp, rm } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { mapSchema, type Json, type Schema } from '../../schemas/scripts/json';
import { startWebhookReceiver, waitFor, type WebhookReceiver } from '../delivery/support/webhookReceiver';
import { startServerBin, type RunningServerBin } from './serverBin';
import { createAjv, readSchema, SCHEMAS_DIR } from './support';

const SECRET = `whsec_${Buffer.alloc(32, 9).toString('base64')}`;
const UNREACHABLE = '+351912345679';
const USER = '+351912345678';

/** The schema with every object closed: a property the service sends but the schema does not declare fails it. */
function closed(schema: Schema): Schema {
  return mapSchema(schema, (node) => (node['type'] === 'object' && node['properties'] !== undefined ? { ...node, additionalProperties: false } : node)) as Schema;
}

const schema = readSchema('webhook-event.schema.json') as Schema;
const validate = createAjv().compile(schema);
const validateClosed = createAjv().compile(closed(schema));
const openapi = parse(readFileSync(join(SCHEMAS_DIR, 'openapi.yaml'), 'utf8')) as { webhooks: Record<string, { post: { parameters: { name: string; in: string; required: boolean; schema: Json }[] } }> };

let directory: string;
let receiver: WebhookReceiver;
let server: RunningServerBin;

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'rcs-send-webhook-contract-'));
  receiver = await startWebhookReceiver(SECRET);
  server = await startServerBin(directory, { RCS_SEND_WEBHOOK_URL: receiver.url, RCS_SEND_WEBHOOK_SECRET: SECRET, RCS_SEND_SMS: 'off' }); // no fallback: the number without RCS ends FAILED
}, 30_000);
afterAll(async () => {
  expect(await server.stop()).toBe(0);
  await receiver.close();
  await rm(directory, { recursive: true, force: true });
});

/** POSTs `body` to an admin route of the emulator. */
async function admin(method: string, route: string, body: unknown): Promise<void> {
  const answer = await fetch(`${server.emulator}_emulator/${route}`, { method, headers: { 'content-type': 'application/json', authorization: `Bearer ${server.adminToken}` }, body: JSON.stringify(body) });
  expect(answer.status, `${method} ${route}`).toBe(200);
}

describe('webhook deliveries of the server bin', () => {
  it('should send every event type, each body valid against webhook-event.schema.json and its headers as the document declares them', async () => {
    const demo = JSON.parse(server.demoBody) as { messages: { to: string; from: string }[] };
    const sender = demo.messages[0]?.from ?? '';
    await admin('PUT', `recipients/${encodeURIComponent(UNREACHABLE)}`, { kind: 'notRcs' });
    const body = JSON.stringify({ ...demo, messages: [...demo.messages, { ...demo.messages[0], to: UNREACHABLE }] });
    const sent = await fetch(`${server.origin}/v1.2/rcs/send`, { method: 'POST', headers: { authorization: `Bearer ${server.apiKey}`, 'content-type': 'application/json' }, body });
    expect(sent.status).toBe(202);
    const states = (): unknown[] => receiver.received.filter(({ payload }) => payload?.type === 'message.status').map(({ payload }) => payload?.data['state']);
    await waitFor(() => ['READ', 'FAILED'].every((state) => states().includes(state)), 20_000);
    await admin('POST', 'reply', { agentId: sender, from: USER, text: 'Track it', postbackData: 'track_parcel' });
    await admin('POST', 'reply', { agentId: sender, from: USER, text: 'Thanks' });
    await admin('POST', 'subscription', { agentId: sender, from: USER, eventType: 'UNSUBSCRIBE' });
    await admin('POST', 'subscription', { agentId: sender, from: USER, eventType: 'SUBSCRIBE' });
    const ofType = (type: string): number => receiver.received.filter(({ payload }) => payload?.type === type).length;
    await waitFor(() => ofType('message.reply') === 2 && ofType('recipient.subscription') === 2, 10_000);

    expect(receiver.received.map(({ refusal }) => refusal).filter(Boolean)).toEqual([]);
    expect(new Set(states())).toEqual(new Set(['SENT', 'DELIVERED', 'READ', 'FAILED']));
    expect([ofType('message.reply'), ofType('recipient.subscription')]).toEqual([2, 2]);
    const headerValidators = new Map(Object.entries(openapi.webhooks).map(([type, { post }]) => [type, post.parameters.map((parameter) => [parameter, createAjv().compile(parameter.schema as object)] as const)]));
    expect([...headerValidators.keys()].sort()).toEqual(['message.reply', 'message.status', 'recipient.subscription']);
    for (const { body: text, headers, payload } of receiver.received) {
      const event = JSON.parse(text) as unknown;
      expect(validate(event), `${text}: ${JSON.stringify(validate.errors)}`).toBe(true);
      expect(validateClosed(event), `${text}: ${JSON.stringify(validateClosed.errors)}`).toBe(true);
      for (const [parameter, validateHeader] of headerValidators.get(String(payload?.type)) ?? []) {
        expect(parameter).toMatchObject({ in: 'header', required: true });
        expect(validateHeader(headers[parameter.name]), `${parameter.name}: ${String(headers[parameter.name])}`).toBe(true);
      }
    }
  }, 60_000);

  it('should refuse a body the service never sends: a schema that accepts anything would pass the deliveries above', () => {
    const event = { id: 'msg_2f6c1e0a-9b4d-4e7f-8a3c-000000000002', type: 'message.status', timestamp: '2026-01-15T09:00:02.950Z', sequence: 2, data: { id: 'x', state: 'DELIVERED', at: '2026-01-15T09:00:02.950Z', channel: 'RCS', history: [] } };
    expect(validate(event)).toBe(true);
    expect(validate({ ...event, id: undefined })).toBe(false); // the id is always said: the webhook-id, and the feed's
    expect(validate({ ...event, id: '2f6c1e0a-9b4d-4e7f-8a3c-000000000002' })).toBe(false);
    expect(validate({ ...event, sequence: 0 })).toBe(false); // the first event is 1
    expect(validate({ ...event, data: { ...event.data, channel: undefined } })).toBe(false); // the channel is always said
    expect(validate({ ...event, data: { ...event.data, channel: 'MMS' } })).toBe(false);
    expect(validate({ ...event, data: { ...event.data, state: 'ACCEPTED' } })).toBe(false); // ACCEPTED is never notified
    expect(validate({ ...event, type: 'message.reply' })).toBe(false);
    expect(validate({ ...event, timestamp: undefined })).toBe(false); // no timestamp
    expect(validate({ ...event, sequence: undefined })).toBe(false); // no sequence
    expect(validate({ ...event, sequence: 1.5 })).toBe(false);
    expect(validateClosed({ ...event, extra: 1 })).toBe(false);
    expect(validate({ ...event, extra: 1 })).toBe(true); // open, as every body a client reads
  });
});
