// The document gives other services a strict typed client with tools no one here wrote: types
// generated from schemas/openapi.yaml by openapi-typescript, compiled with TypeScript in strict
// mode against a client on openapi-fetch. The client sends typed messages (a misspelt key is a
// type error, a value the partial mode rejects is allowed), reads the send, status and cancel
// answers, pages through the events feed and the message list, and types a webhook receiver from
// the document's `webhooks`.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { SCHEMAS_DIR } from './support';

/** Inside the repository, so that the client's `import 'openapi-fetch'` resolves as in a service that installed it. */
const WORK_DIR = join(SCHEMAS_DIR, '../node_modules/.cache/rcs-send-generated-client');

const CLIENT = `
import createClient from 'openapi-fetch';
import type { components, paths, webhooks } from './api';

type Message = components['schemas']['Message'];
type StatusEvent = webhooks['message.status']['post']['requestBody']['content']['application/json'];
type ReplyEvent = webhooks['message.reply']['post']['requestBody']['content']['application/json'];

const client = createClient<paths>({ baseUrl: 'http://127.0.0.1:8080', headers: { authorization: 'Bearer key' } });
const message: Message = { to: '+351 912 345 678', from: 'acme', contentMessage: { text: 'Your code is 123456' } };

export async function send(): Promise<string | undefined> {
  const { data, error } = await client.POST('/v1.2/rcs/send', {
    params: { header: { 'Idempotency-Key': 'order-1' } },
    body: { organizationId: '2f1c7a4e-8b3d-4c6a-9e2f-5d7b1a3c9e04', messages: [message, 'a value the partial mode answers REJECTED'] },
  });
  if (error !== undefined) return error.error.code;
  const first = data.messages[0];
  return first?.status === 'ACCEPTED' ? first.id : first?.error.code;
}

export async function lookUpAndCancel(id: string): Promise<string | undefined> {
  const found = await client.GET('/v1.2/rcs/messages/{id}', { params: { path: { id } } });
  const cancelled = await client.DELETE('/v1.2/rcs/messages/{id}', { params: { path: { id } } });
  return found.data?.history.map((step) => step.state).join(',') ?? cancelled.data?.state;
}

export async function catchUp(organizationId: string, after: number): Promise<number> {
  const { data } = await client.GET('/v1.2/rcs/events', { params: { query: { organizationId, after, limit: 100 } } });
  for (const event of data?.events ?? []) if (event.type === 'message.status') void event.data.state;
  return data?.next ?? after;
}

export async function failedTo(organizationId: string, to: string): Promise<string[]> {
  const ids: string[] = [];
  for (let cursor: string | undefined, more = true; more; ) {
    const { data } = await client.GET('/v1.2/rcs/messages', { params: { query: { organizationId, state: 'FAILED', to, ...(cursor === undefined ? {} : { cursor }) } } });
    ids.push(...(data?.messages ?? []).map((message) => message.id));
    cursor = data?.next ?? undefined;
    more = cursor !== undefined;
  }
  return ids;
}

export function receive(event: StatusEvent | ReplyEvent): string | undefined {
  return event.type === 'message.status' ? event.data.state : event.data.postbackData;
}

// @ts-expect-error a misspelt key of a message is a type error
export const misspelt: Message = { to: '351912345678', from: 'acme', contentMessage: { txt: 'Hi' } };
// @ts-expect-error the body needs an organizationId
export const noOrganization: paths['/v1.2/rcs/send']['post']['requestBody']['content']['application/json'] = { messages: [message] };
// @ts-expect-error a state is one of the documented ones
export const lowerCase: NonNullable<paths['/v1.2/rcs/messages']['get']['parameters']['query']>['state'] = 'failed';
// @ts-expect-error ACCEPTED is never notified
export const accepted: StatusEvent['data']['state'] = 'ACCEPTED';
`;

afterAll(() => rmSync(WORK_DIR, { recursive: true, force: true }));

describe('a client generated from schemas/openapi.yaml', () => {
  it('should compile in strict mode with openapi-fetch, typed messages, status and webhooks, and refuse misspelt messages', async () => {
    const declarations = astToString(await openapiTS(new URL(`file://${join(SCHEMAS_DIR, 'openapi.yaml')}`)));
    expect(declarations).toContain('webhooks');
    expect(declarations).not.toMatch(/webhooks = Record<string, never>/);
    mkdirSync(WORK_DIR, { recursive: true });
    writeFileSync(join(WORK_DIR, 'api.d.ts'), declarations);
    writeFileSync(join(WORK_DIR, 'client.ts'), CLIENT);
    const options: ts.CompilerOptions = {
      strict: true,
      exactOptionalPropertyTypes: true,
      noUncheckedIndexedAccess: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      skipLibCheck: false,
      types: [],
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    };
    const program = ts.createProgram([join(WORK_DIR, 'client.ts')], options);
    const problems = ts.getPreEmitDiagnostics(program).map((diagnostic) => `${diagnostic.file?.fileName ?? ''}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`);
    expect(problems).toEqual([]);
  }, 60_000);
});
