// Webhook events/s from the reference server's database to a client's receiver: events written
// to the store's logs (queued in its outbox) before the clock starts, then delivered by
// @rcs-send/delivery's startWebhookDeliveries (leased, signed, POSTed, settled), the receiver in
// its own process; one organization, then the same count spread over eight.
// Run: pnpm --filter ./benchmarks/delivery bench:webhooks [events] [concurrency]
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { startWebhookDeliveries } from '@rcs-send/delivery';
import { openSqliteStore } from '@rcs-send/sqlite';
import { cpuMsOf, perMessage } from './cpu';
import { startReceiverProcess } from './receiverProcess';

const count = Number(process.argv[2] ?? 10_000);
const concurrency = Number(process.argv[3] ?? 16);
const SECRET = `whsec_${Buffer.alloc(32, 7).toString('base64')}`;
const organizationIds = (n: number): string[] => Array.from({ length: n }, (_, i) => `00000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`);

const temp = join(import.meta.dirname, '..', 'temp'); // on the repository's disk: fsync costs what it costs
await mkdir(temp, { recursive: true });
const receiver = await startReceiverProcess();
console.log(`${count} events per round, concurrency ${concurrency}, receiver ${receiver.url}`);
for (const spread of [1, 8, 1, 8]) {
  const folder = await mkdtemp(join(temp, 'webhooks-'));
  const store = openSqliteStore({ path: join(folder, 'rcs-send.db') });
  const organizations = organizationIds(spread).map((id) => ({ id, webhook: { url: receiver.url, secret: SECRET } }));
  for (const { id, webhook } of organizations) await store.tenants.addOrganization({ id, rcsChannel: true, webhook, balance: 0 }, Date.now());
  await Promise.all(Array.from({ length: count }, (_, i) => store.events.record({ organizationId: organizations[i % spread]!.id, event: { type: 'message.reply', data: { from: '+351912345678', to: 'acme_agent', text: `reply ${i}`, receivedAt: new Date().toISOString() } }, at: Date.now() })));
  const receiverBefore = await cpuMsOf(receiver.pid);
  const before = process.cpuUsage();
  const started = performance.now();
  const deliveries = startWebhookDeliveries({ outbox: store.webhooks, tenants: store.tenants, organizations: () => organizations, concurrency });
  while (deliveries.stats().delivered < count) await new Promise((resolve) => setTimeout(resolve, 5));
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(before);
  const receiverMs = (await cpuMsOf(receiver.pid)) - receiverBefore;
  await deliveries.stop();
  await store.close();
  await rm(folder, { recursive: true, force: true });
  console.log(`${spread} organization${spread === 1 ? '' : 's'}: ${Math.round(count / seconds)} events/s; CPU per event: sender ${perMessage((cpu.user + cpu.system) / 1000, count)}, receiver ${perMessage(receiverMs, count)}`);
}
receiver.stop();
