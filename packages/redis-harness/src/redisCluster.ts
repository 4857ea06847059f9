// A throwaway Redis Cluster on loopback: three masters (and optionally one replica each), built
// with redis-cli --cluster create, whose masters the tests kill to see a replica take over.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { startOwnRedis, type OwnRedis } from './redisServer';

const run = promisify(execFile);

/** A Redis Cluster of the test's own. */
export interface OwnCluster {
  /** `redis+cluster://127.0.0.1:<port>,...`, every node listed as a seed. */
  readonly url: string;
  /** Every node: the masters first, as created (replicas after, when asked for). */
  readonly nodes: readonly OwnRedis[];
  /** The node serving `key`'s slot now, as the live nodes see it. */
  masterOf(key: string): Promise<OwnRedis>;
  /** Waits until every live node says `cluster_state:ok`; fails past `timeoutMs`. */
  waitUntilOk(timeoutMs?: number): Promise<void>;
  /**
   * Kills (SIGKILL) the master serving `key`, then waits until another node serves it and the
   * cluster is ok again (a replica's takeover: needs `replicas: 1`); resolves to the killed node.
   */
  killMasterOf(key: string, timeoutMs?: number): Promise<OwnRedis>;
  /** Kills every node and removes their directories. */
  stop(): Promise<void>;
}

/** One redis-cli command to the node on `port`, its output trimmed; undefined when the node does not answer. */
async function cli(port: number, ...args: string[]): Promise<string | undefined> {
  try {
    const { stdout } = await run('redis-cli', ['-h', '127.0.0.1', '-p', String(port), ...args], { timeout: 2000 });
    return stdout.trim();
  } catch {
    return undefined;
  }
}

/** Polls `check` every 100 ms until it holds; fails saying `what` past `timeoutMs`. */
async function until(what: string, timeoutMs: number, check: () => Promise<boolean>): Promise<void> {
  for (const deadline = Date.now() + timeoutMs; !(await check()); await new Promise((resolve) => setTimeout(resolve, 100))) {
    if (Date.now() > deadline) throw new Error(`the test cluster: ${what} not within ${timeoutMs} ms`);
  }
}

/** The port of the live master serving `slot` in a `CLUSTER NODES` listing. */
function masterPort(listing: string, slot: number): number | undefined {
  for (const line of listing.split('\n')) {
    const [, address = '', flags = '', , , , , , ...slots] = line.trim().split(' ');
    if (!flags.split(',').includes('master') || flags.includes('fail')) continue;
    const serves = slots.some((range) => {
      const [from = NaN, to = from] = range.split('-').map(Number);
      return slot >= from && slot <= to;
    });
    if (serves) return Number(/:(\d+)@/.exec(address)?.[1]);
  }
  return undefined;
}

/**
 * Starts a three-master Redis Cluster on free loopback ports, nothing on disk, a node counted
 * failed after 1 s. `replicas: 1` adds a replica to each master (six nodes) and waits until
 * every replica is linked, so that a killed master's replica takes over (in about 2-3 s).
 */
export async function startOwnCluster(options: { replicas?: 0 | 1 } = {}): Promise<OwnCluster> {
  const replicas = options.replicas ?? 0;
  const args = ['--cluster-enabled', 'yes', '--cluster-config-file', 'nodes.conf', '--cluster-node-timeout', '1000'];
  const started = await Promise.allSettled(Array.from({ length: 3 * (1 + replicas) }, () => startOwnRedis({ args })));
  const nodes = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const stop = async (): Promise<void> => {
    await Promise.all(nodes.map((node) => node.stop()));
  };
  const live = async (): Promise<string[]> => (await Promise.all(nodes.map((node) => cli(node.port, 'cluster', 'info')))).filter((info) => info !== undefined);
  const cluster: OwnCluster = {
    url: `redis+cluster://${nodes.map((node) => `127.0.0.1:${node.port}`).join(',')}`,
    nodes,
    async masterOf(key) {
      for (const node of nodes) {
        const [slot, listing] = [await cli(node.port, 'cluster', 'keyslot', key), await cli(node.port, 'cluster', 'nodes')];
        const port = slot === undefined || listing === undefined ? undefined : masterPort(listing, Number(slot));
        const master = nodes.find((candidate) => candidate.port === port);
        if (master !== undefined) return master;
      }
      throw new Error(`the test cluster has no live master for ${key}`);
    },
    async waitUntilOk(timeoutMs = 15_000) {
      await until('cluster_state:ok', timeoutMs, async () => {
        const infos = await live();
        return infos.length > 0 && infos.every((info) => info.includes('cluster_state:ok'));
      });
    },
    async killMasterOf(key, timeoutMs = 15_000) {
      const master = await cluster.masterOf(key);
      await master.kill();
      await until(`a new master for ${key}`, timeoutMs, async () => (await cluster.masterOf(key).catch(() => master)) !== master);
      await cluster.waitUntilOk(timeoutMs);
      return master;
    },
    stop,
  };
  try {
    const failed = started.find((result) => result.status === 'rejected');
    if (failed !== undefined) throw failed.reason;
    const addresses = nodes.map((node) => `127.0.0.1:${node.port}`);
    await run('redis-cli', ['--cluster', 'create', ...addresses, '--cluster-replicas', String(replicas), '--cluster-yes'], { timeout: 20_000 });
    await cluster.waitUntilOk();
    await until('every replica linked to its master', 20_000, async () => {
      const roles = await Promise.all(nodes.map((node) => cli(node.port, 'info', 'replication')));
      return roles.every((role) => role !== undefined && (role.includes('role:master') || role.includes('master_link_status:up')));
    });
    return cluster;
  } catch (error) {
    await stop();
    throw error;
  }
}
