import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { toErrorResponse, validateSendRequest, type Issue } from '@rcs-send/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from './runCli';

/** A loopback implementation of the endpoint; `distort` may change the issues it reports. */
function implementation(distort: (issues: Issue[]) => Issue[]): Server {
  return createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      const result = validateSendRequest(JSON.parse(body));
      const issues = distort(result.issues);
      const status = issues.length === 0 ? 202 : 400;
      const answer = issues.length === 0 ? { messages: result.messages.map((m) => ({ index: m.index, id: `m${m.index}` })) } : toErrorResponse({ ...result, issues });
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    });
  });
}

/** Starts `server` on a free loopback port and returns its endpoint URL. */
async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1.2/rcs/send`;
}

const conforming = implementation((issues) => issues);
// Accepts over-long texts and reports unknown fields at the root: two rules it gets wrong.
const lenient = implementation((issues) =>
  issues.filter((issue) => issue.code !== 'TEXT_TOO_LONG').map((issue) => (issue.code === 'UNKNOWN_FIELD' ? { ...issue, param: '' } : issue)),
);
let conformingUrl = '';
let lenientUrl = '';

beforeAll(async () => {
  [conformingUrl, lenientUrl] = await Promise.all([listen(conforming), listen(lenient)]);
});
afterAll(() => {
  conforming.close();
  lenient.close();
});

describe('rcs-send check', () => {
  it('should find no disagreement with a conforming implementation, and exit 0', async () => {
    const run = await runCli(['check', '--url', conformingUrl, '--count', '150', '--seed', '5']);
    expect(run.stdout).toMatch(/^total\s+150\s+150\s+0\s+0$/m);
    expect(run.code).toBe(0);
  });

  it('should report exactly the rules an implementation gets wrong, with a table, and exit 1', async () => {
    const run = await runCli(['check', '--url', lenientUrl, '--count', '600', '--seed', '5']);
    expect(run.code).toBe(1);
    const wrong = new Set([...run.stdout.matchAll(/^#\d+ (\w+): expected/gm)].map((match) => match[1]));
    expect(wrong).toEqual(new Set(['TEXT_TOO_LONG', 'UNKNOWN_FIELD']));
    expect(run.stdout).toMatch(/^TEXT_TOO_LONG\s+(\d+)\s+0\s+\1\s+0$/m);
    expect(run.stdout).toMatch(/^valid\s+(\d+)\s+\1\s+0\s+0$/m);
    expect(run.stderr).toMatch(/checked 600\/600/);
  });

  it('should exit 2 when nothing answers, and 2 on a missing --url', async () => {
    const run = await runCli(['check', '--url', 'http://127.0.0.1:9/v1.2/rcs/send', '--count', '2', '--timeout', '2000']);
    expect(run.code).toBe(2);
    expect(run.stdout).toContain('no response');
    expect((await runCli(['check'])).code).toBe(2);
  });
});
