// The reference server as a library: its defaults (loopback, a demo tenant, the database
// rcs-send.db in the current folder), then the RCS_SEND_* variables.
// Run: pnpm --filter @rcs-send/examples server   (PORT, API_KEY to change the defaults)
// #region server
import { DEMO, loadServerConfig, startServer } from '@rcs-send/server';

const apiKey = process.env.API_KEY ?? 'rcs_example_key';
const env = { ...process.env, RCS_SEND_PORT: process.env.PORT ?? '3000', RCS_SEND_API_KEY: apiKey };
const { config } = loadServerConfig({ env }); // also loadServerConfig({ configPath: 'rcs-send.json', env })
const server = await startServer({ config });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void server.close()); // lets requests in flight finish

const body = { organizationId: DEMO.organizationId, messages: [{ to: '+351 912 345 678', from: DEMO.sender, contentMessage: { text: 'Hello' } }] };
console.log(`Listening on ${server.url}. Send a message:`);
console.log(`curl -i ${server.url} -H 'Authorization: Bearer ${apiKey}' -H 'Content-Type: application/json' -d '${JSON.stringify(body)}'`);
// #endregion
