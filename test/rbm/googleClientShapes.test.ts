// The field lists of Google's RBM client, written down by hand so the field rules of
// @rcs-send/rbm and the emulator are checked against Google's shapes, not only our reading.
// Source: the generated Java client in the public GitHub repository
// rcs-business-messaging/rbm-api-examples, under
// java/rcs-business-messaging/src/main/java/com/google/rcsbusinessmessaging/v1/model/
// (AgentMessage.java, AgentContentMessage.java, Media.java, SuggestedAction.java,
// OpenUrlAction.java, RichMessageClassification.java; the @Key fields of each class).
// Fields Google's REST reference has beyond that client (phones.agentMessages, AgentMessage:
// carrier, totalPayloadSizeBytes) are marked as such.
import { checkAgentMessage, MESSAGE_TRAFFIC_TYPES, MESSAGE_TRAFFIC_TYPE_UNSPECIFIED } from '@rcs-send/rbm';
import { startRbmEmulator, type RbmEmulator } from '@rcs-send/rbm-emulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const reply = { reply: { text: 'Yes', postbackData: 'yes' } };
const action = (fields: Record<string, unknown>) => ({ contentMessage: { text: 'Hi', suggestions: [{ action: { text: 'Go', postbackData: 'go', ...fields } }] } });
const media = (fields: Record<string, unknown>) => ({ contentMessage: { richCard: { standaloneCard: { cardOrientation: 'VERTICAL', cardContent: { title: 't', media: { height: 'MEDIUM', ...fields } } } } } });
const text = (fields: Record<string, unknown> = {}) => ({ contentMessage: { text: 'Hi' }, ...fields });
const inAnHour = new Date(Date.now() + 3_600_000).toISOString();

/** Each model's fields in Google's client, each with a body that uses it and nothing else unusual. */
const GOOGLE_FIELDS: Record<string, Record<string, unknown>> = {
  AgentMessage: {
    contentMessage: text(),
    expireTime: text({ expireTime: inAnHour }),
    messageTrafficType: text({ messageTrafficType: 'TRANSACTION' }),
    name: text({ name: 'phones/+16502530000/agentMessages/0b9c7a5e-2f1d-4e3c-8b7a-6d5e4f3a2b1c' }),
    richMessageClassification: text({ richMessageClassification: { classificationType: 'RICH_MESSAGE', segmentCount: 1 } }),
    sendTime: text({ sendTime: '2026-01-01T00:00:00.123456Z' }),
    ttl: text({ ttl: '600s' }),
    carrier: text({ carrier: 'Carrier' }), // REST reference
    totalPayloadSizeBytes: text({ totalPayloadSizeBytes: '1234' }), // REST reference (int64: a string in JSON)
  },
  AgentContentMessage: {
    contentInfo: { contentMessage: { contentInfo: { fileUrl: 'https://a.example/f.png' } } },
    fileName: { contentMessage: { fileName: 'files/abc' } },
    richCard: media({ contentInfo: { fileUrl: 'https://a.example/f.png' } }),
    suggestions: { contentMessage: { text: 'Hi', suggestions: [reply] } },
    text: { contentMessage: { text: 'Hi' } },
    uploadedRbmFile: { contentMessage: { uploadedRbmFile: { fileName: 'files/abc', thumbnailName: 'files/def' } } },
  },
  Media: {
    contentInfo: media({ contentInfo: { fileUrl: 'https://a.example/f.png' } }),
    fileName: media({ fileName: 'files/abc' }),
    height: media({ height: 'TALL', contentInfo: { fileUrl: 'https://a.example/f.png' } }),
    uploadedRbmFile: media({ uploadedRbmFile: { fileName: 'files/abc' } }),
  },
  SuggestedAction: {
    composeAction: action({ composeAction: { composeTextMessage: { phoneNumber: '+16502530000', text: 'Hi' } } }),
    createCalendarEventAction: action({ createCalendarEventAction: { startTime: inAnHour, endTime: inAnHour, title: 'Visit' } }),
    dialAction: action({ dialAction: { phoneNumber: '+16502530000' } }),
    fallbackUrl: action({ shareLocationAction: {}, fallbackUrl: 'https://a.example' }),
    openUrlAction: action({ openUrlAction: { url: 'https://a.example' } }),
    postbackData: action({ shareLocationAction: {} }),
    shareLocationAction: action({ shareLocationAction: {} }),
    text: action({ shareLocationAction: {} }),
    viewLocationAction: action({ viewLocationAction: { latLong: { latitude: 1, longitude: 2 }, label: 'HQ' } }),
  },
  OpenUrlAction: {
    application: action({ openUrlAction: { url: 'https://a.example', application: 'WEBVIEW' } }),
    description: action({ openUrlAction: { url: 'https://a.example', application: 'WEBVIEW', description: 'Our shop' } }),
    url: action({ openUrlAction: { url: 'https://a.example' } }),
    webviewViewMode: action({ openUrlAction: { url: 'https://a.example', application: 'WEBVIEW', webviewViewMode: 'HALF' } }),
  },
  RichMessageClassification: {
    classificationType: text({ richMessageClassification: { classificationType: 'RICH_MESSAGE' } }),
    segmentCount: text({ richMessageClassification: { segmentCount: 2 } }),
  },
};

/** The enum values of AgentMessage.messageTrafficType in Google's REST reference. */
const GOOGLE_TRAFFIC_TYPES = ['MESSAGE_TRAFFIC_TYPE_UNSPECIFIED', 'AUTHENTICATION', 'TRANSACTION', 'PROMOTION', 'SERVICEREQUEST', 'ACKNOWLEDGEMENT'];

const CASES = Object.entries(GOOGLE_FIELDS).flatMap(([model, fields]) => Object.entries(fields).map(([field, body]) => [`${model}.${field}`, body] as const));

let emulator: RbmEmulator;
beforeAll(async () => (emulator = await startRbmEmulator()));
afterAll(() => emulator.close());

const send = async (body: unknown): Promise<number> => {
  const path = `v1/phones/+16502530000/agentMessages?agentId=acme&messageId=${crypto.randomUUID()}`;
  const response = await fetch(`${emulator.url}${path}`, { method: 'POST', headers: { authorization: 'Bearer any' }, body: JSON.stringify(body) });
  await response.arrayBuffer();
  return response.status;
};

describe('Google’s AgentMessage fields', () => {
  it.each(CASES)('should let checkAgentMessage and the emulator take %s', async (_, body) => {
    expect(checkAgentMessage(body, { now: new Date() })).toEqual({ ok: true, fieldViolations: [] });
    expect(await send(body)).toBe(200);
  });

  it.each(GOOGLE_TRAFFIC_TYPES)('should take the traffic type %s', async (messageTrafficType) => {
    expect(checkAgentMessage(text({ messageTrafficType })).ok).toBe(true);
    expect(await send(text({ messageTrafficType }))).toBe(200);
  });

  it('should know no traffic type beyond Google’s, and send all but UNSPECIFIED', () => {
    expect([...MESSAGE_TRAFFIC_TYPES, MESSAGE_TRAFFIC_TYPE_UNSPECIFIED].sort()).toEqual([...GOOGLE_TRAFFIC_TYPES].sort());
  });

  it('should still refuse a field Google’s client does not have, in the checker and the emulator', async () => {
    expect(checkAgentMessage(text({ priority: 'HIGH' })).fieldViolations.map((violation) => violation.reason)).toEqual(['UNKNOWN_FIELD']);
    expect(await send(text({ priority: 'HIGH' }))).toBe(400);
  });
});
