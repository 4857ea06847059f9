// How the shipped server's database commits under this benchmark's load: the server-database
// row's server (here in this process, with its metrics on), payload M from the load generator
// in its own process, 32 connections; commits per second and requests and messages per commit
// from its metrics (rcs_send_database_commits_total, rcs_send_database_stored_messages_total).
// Run: pnpm --filter @rcs-send/benchmark-http commits   (BENCH_SECONDS, default 10). The
// server's request log goes to stdout as in the benchmark's row; the result, one JSON line, to stderr.
import { PINNING, startLoadGenerator } from './processes';
import { startServerOnDatabaseWithMetrics } from './targets/referenceServer';

const seconds = Number(process.env['BENCH_SECONDS'] ?? 10);
const server = await startServerOnDatabaseWithMetrics();
const generator = startLoadGenerator(PINNING.load);

/** The database's two counters, scraped. */
async function counters(): Promise<{ commits: number; messages: number }> {
  const text = await (await fetch(server.metricsUrl ?? '')).text();
  const value = (name: string): number => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1]);
  return { commits: value('rcs_send_database_commits_total'), messages: value('rcs_send_database_stored_messages_total') };
}

try {
  await generator.run({ url: server.url, payload: 'M', seconds: 2 });
  const before = await counters();
  const load = await generator.run({ url: server.url, payload: 'M', seconds });
  const after = await counters();
  const commits = after.commits - before.commits;
  console.error(JSON.stringify({
    seconds,
    requestsPerSecond: Math.round(load.requestsPerSecond),
    accepted: load.accepted,
    failures: load.failures,
    commitsPerSecond: Math.round(commits / seconds),
    requestsPerCommit: Number((load.accepted / commits).toFixed(1)),
    messagesPerCommit: Number(((after.messages - before.messages) / commits).toFixed(1)),
  }));
} finally {
  await generator.stop();
  await server.close();
}
