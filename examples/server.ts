// The reference server as a library: its defaults (loopback, a demo tenant, the database
// rcs-send.db in the current folder), then the RCS_SEND_* variables.
// Run: pnpm --filter @rcs-send/examples run server   (PORT, RCS_SEND_API_KEY to change the defaults)
// #region server
import { DEMO, loadServerConfig, startServer } from '@rcs-send/server';

const env = { ...process.env, RCS_SEND_PORT: process.env.PORT ?? '3000' };
const { config, generatedApiKey } = loadServerConfig({ env }); // also loadServerConfig({ configPath: 'rcs-send.json', env })
// Without RCS_SEND_API_KEY, a key for this run only: stored once the server listens, revoked by close().
const server = await startServer({ config, runApiKey: generatedApiKey });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void server.close()); // lets requests in flight finish

const apiKey = generatedApiKey ?? process.env.RCS_SEND_API_KEY;
const body = { organizationId: DEMO.organizationId, messages: [{ to: '+351 912 345 678', from: DEMO.sender, contentMessage: { text: 'Hello' } }] };
console.log(`Listening on ${server.url}. Send a message:`);
console.log(`curl -i ${server.url} -H 'Authorization: Bearer ${apiKey}' -H 'Content-Type: application/json' -d '${JSON.stringify(body)}'`);
// #endregion
