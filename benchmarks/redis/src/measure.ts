// One measurement of a fleet: its instances started afresh, each checked to answer 202, warmed,
// then loaded; with Redis, whether every message answered 202 reached the stream.
import type { RedisClient } from '@rcs-send/redis';
import { load, type LoadResult } from '@rcs-send/benchmark-http/load';
import { startInstance, type Instance } from './instances';
import { API_KEY, type BenchPayload } from './payload';

/** Seconds of warm-up before each measured run. */
export const WARMUP_SECONDS = Number(process.env['BENCH_WARMUP'] ?? 1);
/** Seconds of each measured run. */
export const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 5);
/** Rounds: every setup is measured once per round, in turn. */
export const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? 3);
const STREAM = 'rcs-send:messages';

/** What one measurement gives: the load result and, with Redis, whether every accepted message is in the stream. */
export type Measurement = LoadResult & { readonly inStream: boolean | null };

/** Where the instances keep their state: Redis at `url` (emptied by `flush` first, read through `client`), or (undefined) each its own database. */
export type Store = { readonly url: string; readonly client: RedisClient; flush(): Promise<unknown> } | undefined;

/** Fails unless `url` answers `payload` with 202. */
async function check(url: string, payload: BenchPayload): Promise<void> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${API_KEY}` }, body: payload.body });
  if (response.status !== 202) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
}

/** One measurement of `count` instances on `store` with `payload`. */
export async function measure(count: number, store: Store, payload: BenchPayload): Promise<Measurement> {
  await store?.flush();
  const instances: Instance[] = await Promise.all(Array.from({ length: count }, () => startInstance(store?.url)));
  try {
    const urls = instances.map((instance) => instance.url);
    for (const url of urls) await check(url, payload);
    await load(urls, payload.body, API_KEY, WARMUP_SECONDS);
    const before = (await store?.client.xlen(STREAM)) ?? 0;
    const result = await load(urls, payload.body, API_KEY, SECONDS);
    const added = ((await store?.client.xlen(STREAM)) ?? 0) - before;
    return { ...result, inStream: store === undefined ? null : added >= result.accepted * payload.messages };
  } finally {
    await Promise.all(instances.map((instance) => instance.stop()));
  }
}
