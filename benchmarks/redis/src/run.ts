// Accepted requests/s of the reference server: one instance on its own database (no Redis),
// then 1 and 2 instances sharing one Redis, for payloads S and M; loopback only. Prints the
// table and writes it to RESULTS.md.
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { CONNECTIONS } from '@rcs-send/benchmark-http/load';
import { measure, ROUNDS, SECONDS, WARMUP_SECONDS, type Measurement } from './measure';
import { median } from '@rcs-send/benchmark-http/median';
import { PAYLOADS } from './payload';
import { startOwnRedis as startRedis } from '@rcs-send/redis-harness';
const SETUPS = [
  { label: '1 instance on its SQLite database (no Redis)', instances: 1, redis: false },
  { label: '1 instance on Redis', instances: 1, redis: true },
  { label: '2 instances on one Redis', instances: 2, redis: true },
] as const;

const started = Date.now();
const redis = await startRedis();
const client = new Redis(redis.url);
const runs = new Map<string, Measurement[]>();
const store = { url: redis.url, client, flush: () => client.flushall() };
try {
  for (let round = 1; round <= ROUNDS; round += 1) {
    for (const payload of PAYLOADS) {
      for (const setup of SETUPS) {
        const result = await measure(setup.instances, setup.redis ? store : undefined, payload);
        const key = `${payload.name}|${setup.label}`;
        runs.set(key, [...(runs.get(key) ?? []), result]);
        process.stderr.write(`round ${round}, ${payload.name}, ${setup.label}: ${Math.round(result.requestsPerSecond)} req/s, p99 ${result.p99Ms} ms, failures ${result.failures}\n`);
      }
    }
  }
} finally {
  await client.quit();
  await redis.stop();
}

const rows: string[] = [];
for (const payload of PAYLOADS) {
  const baseline = median((runs.get(`${payload.name}|${SETUPS[1].label}`) ?? []).map((run) => run.requestsPerSecond));
  for (const setup of SETUPS) {
    const results = runs.get(`${payload.name}|${setup.label}`) ?? [];
    const rps = median(results.map((run) => run.requestsPerSecond));
    const each = results.map((run) => Math.round(run.requestsPerSecond).toLocaleString('en')).join(' / ');
    const failures = results.reduce((sum, run) => sum + run.failures, 0);
    const inStream = setup.redis ? (results.every((run) => run.inStream === true) ? 'yes' : 'NO') : 'n/a';
    const p99 = median(results.map((run) => run.p99Ms));
    rows.push(`| ${payload.name} (${payload.messages} msg, ${payload.bytes.toLocaleString('en')} B) | ${setup.label} | ${Math.round(rps).toLocaleString('en')} | ${Math.round(rps * payload.messages).toLocaleString('en')} | ${setup.redis ? (rps / baseline).toFixed(2) : ''} | ${p99} | ${each} | ${failures} | ${inStream} |`);
  }
}
const table = [
  '| payload | setup | accepted req/s (median) | messages/s | vs 1 on Redis | p99 (ms) | each round | non-2xx + errors | every accepted message in the stream |',
  '|---|---|---:|---:|---:|---:|---|---:|---|',
  ...rows,
].join('\n');
const report = `# Redis scale-out benchmark results

${ROUNDS} rounds on ${new Date().toISOString().slice(0, 10)}: Node ${process.version}, ${cpus().length} x ${cpus()[0]?.model ?? 'unknown CPU'}, load average ${loadavg()[0]?.toFixed(2)} at the end.
Each setup is started afresh (the rcs-send-server bin from the sources, its log lines discarded), checked
to answer 202, warmed ${WARMUP_SECONDS} s, then loaded ${SECONDS} s by autocannon with ${CONNECTIONS} keep-alive connections spread over its
instances. Redis 7 from Debian, loopback, no persistence; no rate limit, no Idempotency-Key. The load
generator, Redis and the instances all share the same ${cpus().length} cores. Whole run: ${Math.round((Date.now() - started) / 1000)} s.

${table}
`;
process.stdout.write(`\n${table}\n`);
writeFileSync(join(import.meta.dirname, '..', 'RESULTS.md'), report);
