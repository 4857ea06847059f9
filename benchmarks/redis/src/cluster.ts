// Accepted requests/s of a fleet of two reference servers on one Redis, then on a Redis Cluster
// of three masters, for payloads S and M; loopback only. Prints the table and writes it to
// CLUSTER-RESULTS.md.
import { once } from 'node:events';
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { Cluster } from 'ioredis';
import { connectRedis } from '@rcs-send/redis';
import { startOwnCluster, startOwnRedis } from '@rcs-send/redis-harness';
import { CONNECTIONS } from '@rcs-send/benchmark-http/load';
import { measure, ROUNDS, SECONDS, WARMUP_SECONDS, type Measurement, type Store } from './measure';
import { median } from '@rcs-send/benchmark-http/median';
import { PAYLOADS } from './payload';

const INSTANCES = 2;

/** A store on `url`: its connection, emptied on every master before each measurement. */
async function storeOn(url: string): Promise<NonNullable<Store>> {
  const client = connectRedis(url);
  await once(client, 'ready');
  const flush = (): Promise<unknown> => (client instanceof Cluster ? Promise.all(client.nodes('master').map((node) => node.flushall())) : client.flushall());
  return { url, client, flush };
}

const started = Date.now();
const [redis, cluster] = await Promise.all([startOwnRedis(), startOwnCluster()]);
const setups = [
  { label: `${INSTANCES} instances on one Redis`, store: await storeOn(redis.url) },
  { label: `${INSTANCES} instances on a Redis Cluster of 3 masters`, store: await storeOn(cluster.url) },
];
const runs = new Map<string, Measurement[]>();
try {
  for (let round = 1; round <= ROUNDS; round += 1) {
    for (const payload of PAYLOADS) {
      for (const setup of setups) {
        const result = await measure(INSTANCES, setup.store, payload);
        const key = `${payload.name}|${setup.label}`;
        runs.set(key, [...(runs.get(key) ?? []), result]);
        process.stderr.write(`round ${round}, ${payload.name}, ${setup.label}: ${Math.round(result.requestsPerSecond)} req/s, p99 ${result.p99Ms} ms, failures ${result.failures}\n`);
      }
    }
  }
} finally {
  for (const setup of setups) setup.store.client.disconnect();
  await Promise.all([redis.stop(), cluster.stop()]);
}

const rows = PAYLOADS.flatMap((payload) => {
  const baseline = median((runs.get(`${payload.name}|${setups[0]!.label}`) ?? []).map((run) => run.requestsPerSecond));
  return setups.map((setup) => {
    const results = runs.get(`${payload.name}|${setup.label}`) ?? [];
    const rps = median(results.map((run) => run.requestsPerSecond));
    const each = results.map((run) => Math.round(run.requestsPerSecond).toLocaleString('en')).join(' / ');
    const failures = results.reduce((sum, run) => sum + run.failures, 0);
    const inStream = results.every((run) => run.inStream === true) ? 'yes' : 'NO';
    const p99 = median(results.map((run) => run.p99Ms));
    return `| ${payload.name} (${payload.messages} msg, ${payload.bytes.toLocaleString('en')} B) | ${setup.label} | ${Math.round(rps).toLocaleString('en')} | ${Math.round(rps * payload.messages).toLocaleString('en')} | ${(rps / baseline).toFixed(2)} | ${p99} | ${each} | ${failures} | ${inStream} |`;
  });
});
const table = [
  '| payload | setup | accepted req/s (median) | messages/s | vs one Redis | p99 (ms) | each round | non-2xx + errors | every accepted message in the stream |',
  '|---|---|---:|---:|---:|---:|---|---:|---|',
  ...rows,
].join('\n');
const report = `# Redis Cluster benchmark results

${ROUNDS} rounds on ${new Date().toISOString().slice(0, 10)}: Node ${process.version}, ${cpus().length} x ${cpus()[0]?.model ?? 'unknown CPU'}, load average ${loadavg()[0]?.toFixed(2)} at the end.
${INSTANCES} instances (the rcs-send-server bin from the sources, log lines discarded), started afresh for each
measurement, checked to answer 202, warmed ${WARMUP_SECONDS} s, then loaded ${SECONDS} s by autocannon with ${CONNECTIONS} keep-alive
connections spread over them. One Redis 7 or a cluster of three (masters only, node timeout 1 s), from Debian,
loopback, no persistence; no rate limit, no Idempotency-Key. The load generator, Redis and the instances
all share the same ${cpus().length} cores. Whole run: ${Math.round((Date.now() - started) / 1000)} s.

${table}
`;
process.stdout.write(`\n${table}\n`);
writeFileSync(join(import.meta.dirname, '..', 'CLUSTER-RESULTS.md'), report);
