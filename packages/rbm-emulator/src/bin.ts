#!/usr/bin/env node
import { parseArgs } from 'node:util';
import { startRbmEmulator } from './startRbmEmulator';

const HELP = `rcs-send-rbm-emulator: an emulator of Google RBM's agentMessages.create, on loopback

  --port N             the port (default 0: a free one)
  --host H             the interface (default 127.0.0.1)
  --webhook URL        post DELIVERED and READ events (and replies) there, in RBM's push envelope
  --client-token T     sign them with X-Goog-Signature under T
  -h, --help           this text

Send:   POST <url>v1/phones/+E164/agentMessages?agentId=A&messageId=UUID  (Authorization: Bearer anything)
Faults: POST <url>_emulator/faults {"kind":"429"|"500"|"503"|"slow"|"drop","count":N,"retryAfterSeconds":S,"delayMs":D}
Seen:   GET  <url>_emulator/received
Events: POST <url>_emulator/event-fault {"fault":"twice"|"readFirst"|null}
Reply:  POST <url>_emulator/reply {"agentId":A,"from":"+E164","text":T,"postbackData":P,"type":"REPLY"|"ACTION"}
`;

/** Starts the emulator from the command line; resolves once it has stopped. */
async function main(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: { port: { type: 'string' }, host: { type: 'string' }, webhook: { type: 'string' }, 'client-token': { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help === true) return void process.stdout.write(HELP), 0;
  const port = Number(values.port ?? 0);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new TypeError('--port must be an integer from 0 to 65535');
  const emulator = await startRbmEmulator({
    port,
    ...(values.host === undefined ? {} : { host: values.host }),
    ...(values.webhook === undefined ? {} : { webhookUrl: values.webhook }),
    ...(values['client-token'] === undefined ? {} : { webhookClientToken: values['client-token'] }),
    onError: (error) => process.stderr.write(`webhook: ${String((error as Error).message)}\n`),
  });
  process.stdout.write(`rcs-send-rbm-emulator listening on ${emulator.url}\n`);
  return new Promise((resolve) => {
    const stop = (): void => void emulator.close().then(() => resolve(0));
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`rcs-send-rbm-emulator: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 2;
  },
);
