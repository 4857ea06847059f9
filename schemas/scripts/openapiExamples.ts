// The examples of the OpenAPI document, each made by the core or the service from the shipped
// example payloads: the requests as written, and the bodies the service answers them with.
import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { toErrorResponse, validateSendRequest, type SendRequest } from '@rcs-send/core';
import { SERVICE_ERRORS, errorResponse, type ServiceErrorCode } from '@rcs-send/service';
import type { Json, Schema } from './json';
import { NOT_SEND_CODES } from './errorResponses';

/** schemas/examples/ */
export const EXAMPLES_DIR = join(dirname(fileURLToPath(import.meta.url)), '../examples');
/** The clock the examples are judged with (their expirations are later), so the document never depends on the day. */
export const EXAMPLES_NOW = new Date('2026-01-01T00:00:00Z');
/** Message ids of the success examples (the service submits each message with a fresh UUID). */
const IDS = ['0b6f3c9e-5a1d-4e2f-9c7b-3d8a1f6e2b40', '7c2e9a41-d3b5-4f68-8e1a-6b9c0d2f4a73'];

/** The canonical form of a valid example request, as the core returns it. */
function canonical(input: unknown, name: string): SendRequest {
  const result = validateSendRequest(input, { now: EXAMPLES_NOW });
  if (result.value === undefined) throw new Error(`The example ${name} is not valid: ${JSON.stringify(result.issues[0])}`);
  return result.value;
}

/** The valid example requests, by file name, as read (JSON files of schemas/examples/). */
export function exampleRequests(): Map<string, unknown> {
  const files = readdirSync(EXAMPLES_DIR).filter((file) => file.endsWith('.json')).sort();
  return new Map(files.map((file) => [basename(file, '.json'), JSON.parse(readFileSync(join(EXAMPLES_DIR, file), 'utf8')) as unknown]));
}

/** The invalid example requests, one per NDJSON line of schemas/examples/invalid/. */
export function invalidExampleRequests(): unknown[] {
  const dir = join(EXAMPLES_DIR, 'invalid');
  const files = readdirSync(dir).filter((file) => file.endsWith('.ndjson')).sort();
  return files.flatMap((file) =>
    readFileSync(join(dir, file), 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as unknown),
  );
}

/**
 * The first example's first message, then the same message to a number too short: what the
 * default `partial` mode answers 200, the second message REJECTED (`TO_INVALID_LENGTH`).
 */
export function partlyRejectedRequest(): { organizationId: string; messages: unknown[] } {
  const [first] = exampleRequests().values();
  const { organizationId, messages } = canonical(first, 'first');
  return { organizationId, messages: [messages[0], { ...messages[0], to: '3519' }] };
}

/** The request examples: each valid example as written (some not in canonical form), checked valid by the core, and one the partial mode answers 200. */
export function requestExamples(): Schema {
  const examples: Schema = {};
  for (const [name, input] of exampleRequests()) {
    canonical(input, name);
    examples[name] = { summary: `schemas/examples/${name}.json`, value: input as Json };
  }
  examples['partlyRejected'] = { summary: 'One message breaks a rule: the default partial mode answers 200 with it REJECTED (all-or-nothing: 400)', value: partlyRejectedRequest() as Json };
  return examples;
}

/** An example of each service code the send operation answers with `status`. */
function serviceExamples(status: number): Schema {
  const examples: Schema = {};
  for (const code of (Object.keys(SERVICE_ERRORS) as ServiceErrorCode[]).filter((c) => !NOT_SEND_CODES.includes(c))) {
    if (SERVICE_ERRORS[code].status === status) examples[code] = { summary: code, value: errorResponse(code).body as unknown as Json };
  }
  return examples;
}

/** The examples of the bodies answered with `status`. */
export function examplesByStatus(status: number): Schema {
  const [first] = exampleRequests().values();
  const messages = canonical(first, 'first').messages;
  if (status === 202) {
    const value = { error: null, messages: messages.map((_, index) => ({ index, status: 'ACCEPTED', id: IDS[index % IDS.length] })) };
    return { accepted: { summary: 'Every message accepted', value: value as Json } };
  }
  if (status === 200) {
    // The answer to the request example partlyRejected.
    const issue = validateSendRequest(partlyRejectedRequest(), { now: EXAMPLES_NOW }).messages[1]?.issues[0];
    const outcomes = [{ index: 0, status: 'ACCEPTED', id: IDS[0] }, { index: 1, status: 'REJECTED', error: issue }];
    return { partlyAccepted: { summary: 'One message accepted, one rejected', value: { error: null, messages: outcomes } as Json } };
  }
  if (status !== 400) return serviceExamples(status);
  const examples: Schema = {};
  for (const input of invalidExampleRequests()) {
    const body = toErrorResponse(validateSendRequest(input, { now: EXAMPLES_NOW }));
    if (body === undefined) throw new Error('An invalid example request is valid');
    examples[body.error.code] ??= { summary: body.error.code, value: body as unknown as Json };
  }
  return { ...examples, ...serviceExamples(status) };
}
