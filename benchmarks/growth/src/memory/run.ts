// Memory under load (see README.md): the subject (the node bridge, or the reference server) in
// its own process, autocannon in this one; warm-up, a full GC, then the measured requests,
// sampling the server every second; the growth of its RSS from after warm-up to the end (both
// after a full GC, and once the server is done with every message). Writes JSON, a chart and
// the subject's section of the README.
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { lineChartSvg } from '@rcs-send/benchmark-charts';
import { API_KEY } from '../countingService';
import { machineLine } from '../machine';
import { messagesRequest } from '../payloads';
import { replaceSection } from '../resultsSection';
import type { MemorySample } from './serverProcess';
import { SUBJECTS } from './subjects';

const { values } = parseArgs({
  options: { subject: { type: 'string', default: 'bridge' }, requests: { type: 'string', default: '200000' }, warmup: { type: 'string', default: '20000' }, connections: { type: 'string', default: '32' }, out: { type: 'string' } },
});
const subject = SUBJECTS[values.subject];
if (subject === undefined) throw new Error(`--subject must be one of ${Object.keys(SUBJECTS).join(', ')}`);
const count = (text: string, fallback: number): number => Math.max(1, Math.floor(Number(text)) || fallback);
const [requests, warmup, connections] = [count(values.requests, 200_000), count(values.warmup, 20_000), count(values.connections, 32)];
const here = new URL('../../', import.meta.url);
const out = values.out === undefined ? new URL('results/', here) : pathToFileURL(`${resolve(values.out)}/`);
/** The goal of the issue: RSS grows by less than this over the measured requests. */
const GOAL_MIB = 20;
const MIB = 2 ** 20;
const MESSAGES_PER_REQUEST = 10;
const body = messagesRequest(MESSAGES_PER_REQUEST);
/** How long the server may take to be done with the messages accepted (delivered, for the reference server). */
const DONE_WITHIN_MS = 600_000;

/** Sends `amount` requests of `body` over `connections` connections; the 202s and the rest. */
async function send(url: string, amount: number): Promise<{ accepted: number; failures: number; requestsPerSecond: number }> {
  const result = await autocannon({
    url,
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${API_KEY}` },
    body,
    connections,
    pipelining: 1,
    amount,
  });
  return { accepted: result['2xx'], failures: result.non2xx + result.errors + result.timeouts, requestsPerSecond: result.requests.average };
}

const { server, stop } = await subject.start();
let report: Record<string, unknown>;
try {
  const warm = await send(server.url, warmup);
  await server.doneWith(warm.accepted * MESSAGES_PER_REQUEST, DONE_WITHIN_MS);
  const baseline = await server.collect();
  const startedAt = baseline.seconds;
  const load = await send(server.url, requests);
  await server.doneWith((warm.accepted + load.accepted) * MESSAGES_PER_REQUEST, DONE_WITHIN_MS);
  const end = await server.collect();
  const during = server.samples.filter((s) => s.seconds >= startedAt);
  const peak = Math.max(baseline.rss, ...during.map((s) => s.rss));
  const growthMiB = (end.rss - baseline.rss) / MIB;
  const mib = (sample: MemorySample): Record<string, number> => ({ seconds: sample.seconds, rssMiB: sample.rss / MIB, heapUsedMiB: sample.heapUsed / MIB, heapTotalMiB: sample.heapTotal / MIB, externalMiB: sample.external / MIB });
  report = {
    machine: machineLine(),
    subject: subject.title,
    settings: { requests, warmup, connections, bodyBytes: Buffer.byteLength(body), messagesPerRequest: MESSAGES_PER_REQUEST },
    responses: { warmup: warm, measured: load },
    baseline: mib(baseline),
    end: mib(end),
    peakRssMiB: peak / MIB,
    growthMiB,
    heapGrowthMiB: (end.heapUsed - baseline.heapUsed) / MIB,
    goalMiB: GOAL_MIB,
    reached: growthMiB < GOAL_MIB && load.failures === 0,
    samples: [...server.samples, baseline, end].sort((a, b) => a.seconds - b.seconds).map(mib),
  };
} finally {
  await stop();
}

const samples = report['samples'] as Array<Record<string, number>>;
const chart = lineChartSvg({
  title: `Memory of ${subject.title}: ${warmup.toLocaleString('en-US')} requests of warm-up, then ${requests.toLocaleString('en-US')} measured`,
  xLabel: 'seconds since the server started',
  yLabel: 'MiB',
  series: [
    { name: 'RSS', points: samples.map((s) => ({ x: s['seconds'] ?? 0, y: s['rssMiB'] ?? 0 })) },
    { name: 'V8 heap used', points: samples.map((s) => ({ x: s['seconds'] ?? 0, y: s['heapUsedMiB'] ?? 0 })) },
  ],
});
const f = (value: unknown): string => (typeof value === 'number' ? value.toFixed(1) : String(value));
const baseline = report['baseline'] as Record<string, number>;
const end = report['end'] as Record<string, number>;
const measured = (report['responses'] as { measured: { accepted: number; failures: number; requestsPerSecond: number } }).measured;
const command = `pnpm --filter @rcs-send/benchmark-growth memory${values.subject === 'bridge' ? '' : ` --subject ${values.subject}`}${values.requests === '200000' ? '' : ` --requests ${requests}`}${values.warmup === '20000' ? '' : ` --warmup ${warmup}`}`;
const markdown = `## ${subject.heading}

${machineLine()}; ${subject.title}; ${warmup.toLocaleString('en-US')} requests of warm-up, then ${requests.toLocaleString('en-US')} measured, ${connections} connections, body of ${MESSAGES_PER_REQUEST} messages (${Buffer.byteLength(body).toLocaleString('en-US')} bytes); each end sample taken once the server was done with every message accepted.
Written by \`${command}\` (src/memory/run.ts), with \`results/${subject.results}.json\`.

![Server memory under load](results/${subject.results}.svg)

| | RSS, MiB | V8 heap used, MiB |
|---|---:|---:|
| after warm-up and a full GC | ${f(baseline['rssMiB'])} | ${f(baseline['heapUsedMiB'])} |
| peak during the measured requests | ${f(report['peakRssMiB'])} | |
| at the end, after a full GC | ${f(end['rssMiB'])} | ${f(end['heapUsedMiB'])} |
| **growth** (goal: below ${GOAL_MIB} MiB) | **${f(report['growthMiB'])}** | ${f(report['heapGrowthMiB'])} |

${measured.accepted.toLocaleString('en-US')} answered 202, ${measured.failures} other answers or errors, ${Math.round(measured.requestsPerSecond).toLocaleString('en-US')} requests/s. Goal ${report['reached'] === true ? 'reached' : 'NOT reached'}.`;

mkdirSync(out, { recursive: true });
writeFileSync(new URL(`${subject.results}.json`, out), `${JSON.stringify(report, null, 2)}\n`);
writeFileSync(new URL(`${subject.results}.svg`, out), chart);
console.log(`${markdown}\n\nWritten to ${out.pathname}`);
if (values.out === undefined && replaceSection(new URL('README.md', here), subject.results, markdown)) console.log(`and to the ${subject.results} section of README.md.`);
