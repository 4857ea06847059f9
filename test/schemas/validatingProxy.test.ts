// The document and the server agree through a validating proxy no one here wrote: Prism
// (`prism proxy schemas/openapi.yaml <server> --errors`) in front of the server bin, in its default
// partial mode. Every shipped example, valid and single-rule-invalid generated requests, an
// idempotent replay, status lookups, cancels, capability checks and pages of the events feed and
// the message list (once the server's store has them) go through it. No response the
// server gives is flagged; a request Prism refuses is one the document refuses (ajv agrees) and
// the server refuses too (sent to it directly); a request the document allows is answered 2xx,
// or refused only for a rule JSON Schema cannot express. Malformed JSON hangs Prism and
// duplicate keys are merged by it: those are tested against the server directly elsewhere.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { invalidSendRequest, sendRequest } from '@rcs-send/arbitraries';
import { ERROR_CODES, validateSendRequest, type ErrorCode } from '@rcs-send/core';
import { freePort } from '@rcs-send/redis-harness';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invalidExampleRequests, requestExamples } from '../../schemas/scripts/openapiExamples';
import { INEXPRESSIBLE_CODES } from '../../schemas/scripts/rules';
import { startServerBin, type RunningServerBin } from './serverBin';
import { asJson, compileSchema, SCHEMAS_DIR } from './support';

const GENERATED = 300;
const SEED = 20261126;
const prismBin = join(SCHEMAS_DIR, '../node_modules/.bin/prism');
const documentAllows = compileSchema('send-request.partial.schema.json');

/** One exchange: what went in, what Prism answered, and the server's own answer when Prism refused it. */
interface Exchange {
  readonly label: string;
  readonly status: number;
  readonly body: unknown;
  readonly headers: Headers;
  /** Prism's verdict: undefined when it forwarded the request and let the answer through. */
  readonly flagged: 'request' | 'response' | undefined;
}

let directory: string;
let server: RunningServerBin;
let prism: ChildProcess;
let proxy: string;
let organizationId: string;
let sender: string;

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'rcs-send-proxy-'));
  server = await startServerBin(directory, { RCS_SEND_BALANCE: '100000000', RCS_SEND_RATE_LIMIT: '0' });
  const demo = JSON.parse(server.demoBody) as { organizationId: string; messages: { from: string }[] };
  organizationId = demo.organizationId;
  sender = demo.messages[0]?.from ?? '';
  const port = await freePort();
  prism = spawn(prismBin, ['proxy', join(SCHEMAS_DIR, 'openapi.yaml'), server.origin, '--errors', '--host', '127.0.0.1', '--port', String(port)], { stdio: ['ignore', 'pipe', 'pipe'] });
  await new Promise<void>((resolve, reject) => {
    let log = '';
    prism.stdout?.on('data', (chunk: Buffer) => {
      log += chunk.toString();
      if (log.includes('Prism is listening')) resolve();
    });
    prism.on('exit', () => reject(new Error(`prism exited: ${log}`)));
  });
  proxy = `http://127.0.0.1:${port}`;
}, 60_000);

afterAll(async () => {
  prism.kill('SIGTERM');
  expect(await server.stop()).toBe(0);
  await rm(directory, { recursive: true, force: true });
});

/** Sends a request to `base` (the proxy or the server) with the demo key. */
async function call(base: string, label: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Exchange> {
  const init: RequestInit = { method, headers: { authorization: `Bearer ${server.apiKey}`, ...(body !== undefined && { 'content-type': 'application/json' }), ...headers } };
  const answer = await fetch(`${base}${path}`, body === undefined ? init : { ...init, body: JSON.stringify(body) });
  const text = await answer.text();
  const parsed = text === '' ? undefined : (JSON.parse(text) as { type?: string });
  const fromPrism = (answer.headers.get('content-type') ?? '').startsWith('application/problem+json') && String(parsed?.type).includes('stoplight.io/prism/errors');
  const flagged = !fromPrism ? undefined : answer.status === 422 ? 'request' : 'response';
  return { label, status: answer.status, body: parsed, headers: answer.headers, flagged };
}

/** `request` sent as a client of this deployment would: its organization and sender, wherever the core finds them valid (a broken one stays broken). */
function forThisDeployment(request: unknown): unknown {
  if (typeof request !== 'object' || request === null || Array.isArray(request)) return request;
  const result = validateSendRequest(request, { now: new Date() });
  const out = { ...(request as Record<string, unknown>) };
  if (result.root.organizationId !== undefined) out['organizationId'] = organizationId;
  if (Array.isArray(out['messages'])) {
    out['messages'] = out['messages'].map((message: unknown, index) => {
      const fromIsValid = !result.issues.some(({ param }) => param === `messages[${index}]` || param.startsWith(`messages[${index}].from`));
      return typeof message === 'object' && message !== null && 'from' in message && fromIsValid ? { ...message, from: sender } : message;
    });
  }
  return out;
}

/** The error codes of an answer: its error's, and every REJECTED message's. */
function codesOf(body: unknown): string[] {
  const { error, messages } = (body ?? {}) as { error?: { code: string } | null; messages?: { error?: { code: string } }[] | null };
  return [...(error ? [error.code] : []), ...(messages ?? []).flatMap((outcome) => (outcome.error ? [outcome.error.code] : []))];
}

/** Sends a send request through the proxy, and straight to the server when the proxy refuses it: the verdicts to hold. */
async function send(label: string, request: unknown, headers: Record<string, string> = {}): Promise<{ through: Exchange; direct?: Exchange; allowed: boolean }> {
  const json = asJson(request);
  const allowed = documentAllows(json);
  const through = await call(proxy, label, 'POST', '/v1.2/rcs/send', json, headers);
  return through.flagged === 'request' ? { through, direct: await call(server.origin, label, 'POST', '/v1.2/rcs/send', json, headers), allowed } : { through, allowed };
}

/** Every disagreement of a batch of sends: a flagged answer, a verdict Prism and ajv do not share, an allowed request refused for an expressible rule, a refused one the server took. */
function disagreements(results: readonly Awaited<ReturnType<typeof send>>[]): string[] {
  const problems: string[] = [];
  for (const { through, direct, allowed } of results) {
    const where = `${through.label} (${through.status} ${JSON.stringify(through.body).slice(0, 300)})`;
    if (through.flagged === 'response') problems.push(`response flagged: ${where}`);
    if ((through.flagged === 'request') === allowed) problems.push(`prism and ajv disagree: ${where}`);
    if (direct !== undefined && direct.status < 300) problems.push(`refused by the document, taken by the server (${direct.status}): ${where}`);
    const refused = through.flagged === undefined && through.status >= 300;
    if (refused && !codesOf(through.body).every((code) => INEXPRESSIBLE_CODES.includes(code as ErrorCode))) problems.push(`allowed by the document, refused for an expressible rule: ${where}`);
  }
  return problems;
}

/** Runs `jobs` a few at a time (the proxy and the server share two cores with the test). */
async function inBatches<T>(jobs: readonly (() => Promise<T>)[], size = 6): Promise<T[]> {
  const out: T[] = [];
  for (let start = 0; start < jobs.length; start += size) out.push(...(await Promise.all(jobs.slice(start, start + size).map((job) => job()))));
  return out;
}

const counts: Record<string, number> = {};
/** Tallies a batch's outcomes under `name`: through, refused by the document, 2xx. */
function tally(name: string, results: readonly Awaited<ReturnType<typeof send>>[]): void {
  counts[`${name}: sent`] = results.length;
  counts[`${name}: refused by the document`] = results.filter(({ through }) => through.flagged === 'request').length;
  counts[`${name}: 2xx`] = results.filter(({ through }) => through.flagged === undefined && through.status < 300).length;
  const refused = results.filter(({ through }) => through.flagged === undefined && through.status >= 300);
  counts[`${name}: refused by the server (inexpressible rules)`] = refused.length;
  for (const code of refused.flatMap(({ through }) => codesOf(through.body))) counts[`${name}: refused by the server for ${code}`] = (counts[`${name}: refused by the server for ${code}`] ?? 0) + 1;
}

describe('schemas/openapi.yaml through Prism in front of the server bin', () => {
  const accepted: string[] = [];

  it('should agree on every shipped example, the document\'s request examples and the invalid ones', async () => {
    const examples = Object.entries(requestExamples()).map(([name, example]) => [name, (example as { value: unknown }).value] as const);
    const valid = await inBatches(examples.map(([name, request]) => () => send(`request example ${name}`, forThisDeployment(request))));
    const invalid = await inBatches(invalidExampleRequests().map((request, line) => () => send(`examples/invalid line ${line + 1}`, forThisDeployment(request))));
    expect(disagreements([...valid, ...invalid])).toEqual([]);
    expect(valid.map(({ through }) => through.status)).toEqual(examples.map(([name]) => (name === 'partlyRejected' ? 200 : 202)));
    tally('shipped examples', valid);
    tally('shipped invalid examples', invalid);
    for (const { through } of valid) accepted.push(...((through.body as { messages: { id?: string }[] }).messages.flatMap(({ id }) => (id === undefined ? [] : [id]))));
  }, 60_000);

  it(`should agree on ${GENERATED} valid and ${GENERATED} single-rule-invalid generated requests`, async () => {
    const now = new Date();
    const valid = fc.sample(sendRequest({ now }), { numRuns: GENERATED, seed: SEED });
    const codes = ERROR_CODES.filter((code) => code !== 'FIELD_UNREADABLE'); // a throwing getter is not JSON
    const invalid = fc.sample(invalidSendRequest({ now, codes }), { numRuns: GENERATED, seed: SEED });
    const validResults = await inBatches(valid.map((request, index) => () => send(`valid #${index}`, forThisDeployment(request))));
    const invalidResults = await inBatches(invalid.map(({ request, code, param }, index) => () => send(`invalid #${index} ${code} at ${param}`, forThisDeployment(request))));
    expect(disagreements([...validResults, ...invalidResults])).toEqual([]);
    tally('generated valid', validResults);
    tally('generated invalid', invalidResults);
    // A generated valid request is refused only for a rule the document cannot state (a number outside any numbering plan, say).
    expect(counts['generated valid: 2xx']).toBeGreaterThan(GENERATED * 0.8);
    expect(counts['generated invalid: refused by the document']).toBeGreaterThan(0);
    expect(counts['generated invalid: 2xx']).toBeGreaterThan(0); // partial mode: one bad message beside good ones
  }, 120_000);

  it('should pass a replay with Idempotent-Replayed, status lookups, cancels and capability checks', async () => {
    const request = forThisDeployment(Object.values(requestExamples()).map((example) => (example as { value: unknown }).value)[0]);
    const first = await send('replay, first', request, { 'idempotency-key': 'proxy-replay-1' });
    const again = await send('replay, again', request, { 'idempotency-key': 'proxy-replay-1' });
    expect(disagreements([first, again])).toEqual([]);
    expect([first.through.headers.get('idempotent-replayed'), again.through.headers.get('idempotent-replayed')]).toEqual([null, 'true']);

    const ids = [...accepted, '00000000-0000-4000-8000-000000000000', 'not-a-uuid', 'urn:uuid:00000000-0000-4000-8000-000000000000'];
    const lookups = await inBatches(ids.map((id) => () => call(proxy, `GET ${id}`, 'GET', `/v1.2/rcs/messages/${encodeURIComponent(id)}`)));
    const cancels = await inBatches(accepted.slice(0, 3).map((id) => () => call(proxy, `DELETE ${id}`, 'DELETE', `/v1.2/rcs/messages/${id}`)));
    const capabilities = [
      await call(proxy, 'GET capabilities', 'GET', `/v1.2/rcs/capabilities/${encodeURIComponent('+351 912 345 678')}?organizationId=${organizationId}&from=${sender}`),
      await call(proxy, 'POST capabilities', 'POST', '/v1.2/rcs/capabilities', { organizationId, from: sender, msisdns: ['+351 912 345 678', '351912345679'] }),
    ];
    const exchanges = [...lookups, ...cancels, ...capabilities];
    expect(exchanges.filter(({ flagged }) => flagged === 'response').map(({ label, body }) => `${label}: ${JSON.stringify(body)}`)).toEqual([]);
    expect(lookups.slice(0, accepted.length).map(({ status }) => status)).toEqual(accepted.map(() => 200));
    expect(lookups.slice(accepted.length).map(({ status, flagged }) => [status, flagged])).toEqual([[404, undefined], [422, 'request'], [422, 'request']]);
    // What the proxy refused by the document's pattern, the server refuses too.
    for (const id of ids.slice(-2)) expect((await call(server.origin, id, 'GET', `/v1.2/rcs/messages/${encodeURIComponent(id)}`)).status).toBe(400);
    expect(cancels.every(({ status }) => status === 200 || status === 409)).toBe(true);
    expect(capabilities.map(({ status }) => status)).toEqual([200, 200]);
    counts['status lookups'] = lookups.length;
    counts['cancels'] = cancels.length;
    counts['capability checks'] = capabilities.length;
  }, 60_000);

  it('should pass pages of the events feed and the message list followed by next, and refuse what the document refuses as the server does', async () => {
    const read = (path: string, query: Record<string, string>) => call(proxy, `GET ${path}?${new URLSearchParams(query).toString()}`, 'GET', `${path}?${new URLSearchParams({ organizationId, ...query }).toString()}`);
    const pages: Exchange[] = [];
    for (let after = 0, more = true; more; ) {
      const page = await read('/v1.2/rcs/events', { after: String(after), limit: '100' });
      pages.push(page);
      after = (page.body as { next: number }).next;
      more = page.status === 200 && (page.body as { events: unknown[] }).events.length > 0 && pages.length < 50;
    }
    let cursor: string | null | undefined;
    do {
      const page = await read('/v1.2/rcs/messages', { limit: '50', ...(typeof cursor === 'string' ? { cursor } : {}) });
      pages.push(page);
      cursor = page.status === 200 ? (page.body as { next: string | null }).next : null;
    } while (cursor !== null && pages.length < 100);
    const filtered = await Promise.all(
      [{ state: 'ACCEPTED' }, { channel: 'SMS' }, { to: '+351 912 345 678' }, { from: sender }, { since: '2026-01-01T00:00:00Z', until: '2126-01-01T00:00:00+01:00' }, { limit: '1000' }, { cursor: 'not-a-cursor' }, { stat: 'SENT' }].map((query) => read('/v1.2/rcs/messages', query)),
    );
    const bounds = await Promise.all([{ limit: '0' }, { limit: '1001' }, { after: '-1' }, { after: '1.5' }, { limit: '1' }, { limit: '1000' }, { after: '0' }].map((query) => read('/v1.2/rcs/events', query)));
    const exchanges = [...pages, ...filtered, ...bounds];
    expect(exchanges.filter(({ flagged }) => flagged === 'response').map(({ label, body }) => `${label}: ${JSON.stringify(body)}`)).toEqual([]);
    expect(pages.every(({ status }) => status === 200)).toBe(true);
    expect(filtered.map(({ status, flagged }) => [status, flagged])).toEqual([...Array(6).fill([200, undefined]), [400, undefined], [400, undefined]]);
    expect(bounds.map(({ status, flagged }) => [status, flagged])).toEqual([...Array(4).fill([422, 'request']), ...Array(3).fill([200, undefined])]);
    // What the proxy refused by the document's bounds, the server refuses too.
    for (const query of [{ limit: '0' }, { limit: '1001' }, { after: '-1' }, { after: '1.5' }]) {
      expect((await call(server.origin, 'direct', 'GET', `/v1.2/rcs/events?${new URLSearchParams({ organizationId, ...query }).toString()}`)).status).toBe(400);
    }
    counts['pages of the feed and the list'] = pages.length;
    counts['filtered lists'] = filtered.length;
  }, 60_000);

  afterAll(() => console.log(JSON.stringify(counts)));
});
