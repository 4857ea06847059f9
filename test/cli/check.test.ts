import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { toErrorResponse, validateSendRequest, type Issue } from '@rcs-send/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from './runCli';

/** How a stub implementation answers, from the core's verdict. */
interface Behaviour {
  /** May change the issues it reports. */
  distort?: (issues: Issue[]) => Issue[];
  /** May change the body of its answer. */
  reshape?: (body: Record<string, unknown>) => unknown;
}

/** A loopback implementation of the endpoint that answers from the core's verdict, in the success and error shapes. */
function implementation({ distort = (issues) => issues, reshape = (body) => body }: Behaviour, seen?: IncomingHttpHeaders[]): Server {
  return createServer((request, response) => {
    seen?.push(request.headers);
    let text = '';
    request.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
    request.on('end', () => {
      const result = validateSendRequest(JSON.parse(text));
      const issues = distort(result.issues);
      const status = issues.length === 0 ? 202 : 400;
      const body = issues.length === 0 ? { error: null, messages: result.messages.map((m) => ({ index: m.index, status: 'ACCEPTED', id: `m${m.index}` })) } : toErrorResponse({ ...result, issues });
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(reshape(body as unknown as Record<string, unknown>)));
    });
  });
}

/** Starts `server` on a free loopback port and returns its endpoint URL. */
async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1.2/rcs/send`;
}

const headersSeen: IncomingHttpHeaders[] = [];
const conforming = implementation({}, headersSeen);
// Accepts over-long texts and reports unknown fields at the root: two rules it gets wrong.
const lenient = implementation({
  distort: (issues) => issues.filter((issue) => issue.code !== 'TEXT_TOO_LONG').map((issue) => (issue.code === 'UNKNOWN_FIELD' ? { ...issue, param: '' } : issue)),
});
// Right statuses and params, but error bodies without their description.
const terse = implementation({ reshape: (body) => (body['error'] === null ? body : { ...body, error: { ...(body['error'] as object), description: undefined } }) });
// Never answers; always rate limited.
const silent = createServer(() => {});
const throttled = createServer((_, response) => response.writeHead(429, { 'retry-after': '1', 'content-type': 'application/json' }).end('{"error":{"code":"RATE_LIMITED","param":"","description":"Slow down."},"messages":null}'));
const directory = mkdtempSync(join(tmpdir(), 'rcs-send-check-'));
let conformingUrl = '';
let lenientUrl = '';
let terseUrl = '';
let silentUrl = '';
let throttledUrl = '';

beforeAll(async () => {
  [conformingUrl, lenientUrl, terseUrl, silentUrl, throttledUrl] = (await Promise.all([conforming, lenient, terse, silent, throttled].map(listen))) as [string, string, string, string, string];
});
afterAll(() => {
  for (const server of [conforming, lenient, terse, silent, throttled]) {
    server.closeAllConnections();
    server.close();
  }
  rmSync(directory, { recursive: true, force: true });
});

describe('rcs-send check', () => {
  it('should find no disagreement with a conforming implementation, sending the headers asked for, and exit 0', async () => {
    const failures = join(directory, 'none.ndjson');
    const run = await runCli(['check', '--url', conformingUrl, '--count', '150', '--seed', '5', '--header', 'X-Tenant: acme', '--concurrency', '3', '--failures', failures]);
    expect(run.stdout).toMatch(/^total\s+150\s+150\s+0\s+0$/m);
    expect(run.stderr).toMatch(/^rcs-send check: 150 sent, 150 agreed, 0 disagreed, 0 without answer in [\d.]+ s \(\d+ requests\/s\)$/m);
    expect(run.stderr).not.toMatch(/\r/);
    expect(readFileSync(failures, 'utf8')).toBe('');
    expect(headersSeen.slice(-150).every((headers) => headers['x-tenant'] === 'acme' && headers['content-type'] === 'application/json')).toBe(true);
    expect(run.code).toBe(0);
  });

  it('should report exactly the rules an implementation gets wrong, with a table, and exit 1', async () => {
    const run = await runCli(['check', '--url', lenientUrl, '--count', '600', '--seed', '5', '--failures', join(directory, 'lenient.ndjson')]);
    expect(run.code).toBe(1);
    const wrong = new Set([...run.stdout.matchAll(/^#\d+ (\w+): expected/gm)].map((match) => match[1]));
    expect(wrong).toEqual(new Set(['TEXT_TOO_LONG', 'UNKNOWN_FIELD']));
    expect(run.stdout).toMatch(/^TEXT_TOO_LONG\s+(\d+)\s+0\s+\1\s+0$/m);
    expect(run.stdout).toMatch(/^valid\s+(\d+)\s+\1\s+0\s+0$/m);
  });

  it('should report answers whose bodies break the response schemas, even with the right status and param', async () => {
    const run = await runCli(['check', '--url', terseUrl, '--count', '60', '--seed', '5', '--failures', join(directory, 'terse.ndjson')]);
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/^#\d+ \w+: expected 400 (\S+), got 400 \1 \(not an error body: body\/error must have required property 'description'\)$/m);
    expect(run.stdout).toMatch(/^valid\s+(\d+)\s+\1\s+0\s+0$/m);
    expect(run.stdout).toMatch(/^total\s+60\s+(\d+)\s+(\d+)\s+0$/m);
  });

  it('should stop with exit 3 when no request gets an answer within --timeout, or the rate limit outlasts the retries', async () => {
    const silentRun = await runCli(['check', '--url', silentUrl, '--count', '3', '--timeout', '300', '--failures', join(directory, 'silent.ndjson')]);
    expect(silentRun.stdout).toMatch(/^#0 \w+: no answer \(timeout after 300 ms\)$/m);
    expect(silentRun.stderr).toContain('No request got an answer (timeout after 300 ms): check --url and --timeout.');
    expect(silentRun.code).toBe(3);
    const throttledRun = await runCli(['check', '--url', throttledUrl, '--count', '3', '--concurrency', '1', '--failures', join(directory, 'throttled.ndjson')]);
    expect(throttledRun.stderr).toContain('Still rate limited (429) after waiting out Retry-After 3 times');
    expect(throttledRun.stderr).toContain('stopped after 1 of 3 request(s)');
    expect(throttledRun.code).toBe(3);
  });

  it('should take the tenant and settings from --config, the command line winning', async () => {
    const config = join(directory, 'check.json');
    writeFileSync(config, JSON.stringify({ url: 'http://127.0.0.1:1/unused', senders: ['acme_agent'], headers: { 'X-Tenant': 'from-file' }, count: 20, concurrency: 2 }));
    const run = await runCli(['check', '--config', config, '--url', conformingUrl, '--seed', '5', '--failures', join(directory, 'config.ndjson')]);
    expect(run.stdout).toMatch(/^total\s+20\s+20\s+0\s+0$/m);
    expect(run.stderr).toContain(`20 request(s) to ${conformingUrl}, --seed 5, concurrency 2`);
    expect(headersSeen.at(-1)?.['x-tenant']).toBe('from-file');
    writeFileSync(config, JSON.stringify({ apiKey: 'secret' }));
    const refused = await runCli(['check', '--config', config, '--url', conformingUrl]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('must not hold the API key');
    expect(refused.stderr).not.toContain('secret');
  });

  it('should take back the --seed it printed, a negative one among them: the same rules drawn', async () => {
    const run = (seed: string) => runCli(['check', '--url', conformingUrl, '--count', '40', '--seed', seed, '--failures', join(directory, 'seed.ndjson')]);
    const first = await run('-5');
    const printed = /, --seed (\S+), concurrency/.exec(first.stderr)?.[1];
    expect(printed).toBe('-5');
    const again = await run(printed as string);
    expect([first.code, again.code]).toEqual([0, 0]);
    expect(again.stdout).toBe(first.stdout);
  });

  it.each([
    ['a folder', '', 'it is a folder; give a file path'],
    ['a file in a missing folder', 'missing/report.json', 'its folder does not exist'],
  ])('should refuse a --report-file that is %s before sending any request, in one line, exit 2', async (_, below, reason) => {
    const path = join(directory, below);
    const sent = headersSeen.length;
    const run = await runCli(['check', '--url', conformingUrl, '--count', '5', '--failures', join(directory, 'unsent.ndjson'), '--report', 'json', '--report-file', path]);
    expect(run).toEqual({ code: 2, stdout: '', stderr: `rcs-send check: --report-file ${path}: cannot write the file (${reason})\nRun "rcs-send check --help" for usage.\n` });
    expect(headersSeen.length).toBe(sent);
  });

  it.each([
    ['a folder', '', 'it is a folder'],
    ['missing', 'missing.ndjson', 'ENOENT'],
  ])('should name a --replay path that is %s and say it takes a failures file, exit 2', async (_, below, reason) => {
    const path = join(directory, below);
    expect(await runCli(['check', '--replay', path])).toEqual({
      code: 2,
      stdout: '',
      stderr: `rcs-send check: --replay ${path}: cannot read (${reason}); --replay takes a failures file, the NDJSON that check writes to --failures\nRun "rcs-send check --help" for usage.\n`,
    });
  });

  it('should refuse bad options with exit 2: no --url, an Authorization header, a bad concurrency or report', async () => {
    for (const args of [[], ['--url', conformingUrl, '--header', 'Authorization: Bearer x'], ['--url', conformingUrl, '--concurrency', '0'], ['--url', conformingUrl, '--report', 'xml']]) {
      const run = await runCli(['check', ...args]);
      expect(run.code).toBe(2);
      expect(run.stderr).toContain('Run "rcs-send check --help" for usage.');
    }
  });
});
