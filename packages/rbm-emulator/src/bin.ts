#!/usr/bin/env node
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { startRbmEmulator } from './startRbmEmulator';

const HELP = `rcs-send-rbm-emulator: an emulator of Google RBM's REST API, on loopback

  --port N             the port (default 0: a free one)
  --host H             the interface (default 127.0.0.1)
  --webhook URL        post the platform's events (DELIVERED, READ, revocations) and users' replies there, in RBM's push envelope
  --client-token T     sign them with X-Goog-Signature under T
  --admin-token T      the token of the admin routes (default: a random one, printed)
  --max-expiry-ms N    how far ahead expireTime or ttl may lie (default 1296000000: 15 days)
  --keep-messages N    ids remembered for the dedupe and settled messages whose state is known,
                       the oldest forgotten first (default 100000); received keeps the last 1000
  -h, --help           this text
  --version            the version of rcs-send-rbm-emulator

API (Authorization: Bearer anything; any other method answers 501 UNIMPLEMENTED):
  POST   <url>v1/phones/+E164/agentMessages?agentId=A&messageId=UUID
  DELETE <url>v1/phones/+E164/agentMessages/UUID?agentId=A
  GET    <url>v1/phones/+E164/capabilities?agentId=A&requestId=UUID
  POST   <url>v1/phones/+E164/agentEvents?agentId=A&eventId=UUID  {"eventType":"IS_TYPING"|"READ","messageId":M}
  POST   <url>v1/users:batchGet  {"agentId":A,"users":["+E164"]}
  POST   <url>v1/files  {"fileUrl":U}
Admin (Authorization: Bearer <admin token>):
  POST <url>_emulator/faults {"kind":"429"|"500"|"503"|"slow"|"drop","count":N,"retryAfterSeconds":S,"delayMs":D}
  GET  <url>_emulator/received
  GET  <url>_emulator/messages/AGENT/MESSAGE_ID   {"state":"waiting"|"delivered"|"revoked"}, 404 when unknown
  PUT  <url>_emulator/recipients/+E164 {"kind":"online"|"offline"|"neverOnline"|"notRcs","onlineInMs":N,"revokeFails":B,"features":[...]}
  POST <url>_emulator/event-fault {"fault":"twice"|"readFirst"|null}
  POST <url>_emulator/reply {"agentId":A,"from":"+E164","text":T,"postbackData":P,"type":"REPLY"|"ACTION"}
  POST <url>_emulator/subscription {"agentId":A,"from":"+E164","eventType":"UNSUBSCRIBE"|"SUBSCRIBE"}
`;

/** The messages the bin keeps with their bodies: enough to look at by hand, little memory in a long run. */
const BIN_KEEP_RECEIVED = 1000;

/** The package's version, from its package.json (one folder above both src/ and dist/). */
function version(): string {
  const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version?: unknown };
  return typeof manifest.version === 'string' ? manifest.version : 'unknown';
}

/** The options the bin reads. */
const OPTIONS = {
  port: { type: 'string' },
  host: { type: 'string' },
  webhook: { type: 'string' },
  'client-token': { type: 'string' },
  'admin-token': { type: 'string' },
  'max-expiry-ms': { type: 'string' },
  'keep-messages': { type: 'string' },
  help: { type: 'boolean', short: 'h' },
  version: { type: 'boolean' },
} as const;

/** A fault of the command line: one line, then the --help to read (exit 2). */
class UsageError extends Error {}

/** The options given in `argv`; an unknown option or one without its value is a {@link UsageError}. */
function readOptions(argv: string[]): ReturnType<typeof parseArgs<{ args: string[]; options: typeof OPTIONS }>>['values'] {
  try {
    return parseArgs({ args: argv, options: OPTIONS }).values;
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

/** Starts the emulator from the command line; resolves once it has stopped. */
async function main(argv: string[]): Promise<number> {
  const values = readOptions(argv);
  if (values.help === true) return void process.stdout.write(HELP), 0;
  if (values.version === true) return void process.stdout.write(`rcs-send-rbm-emulator ${version()}\n`), 0;
  const port = Number(values.port ?? 0);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new UsageError('--port must be an integer from 0 to 65535');
  const emulator = await startRbmEmulator({
    port,
    ...(values.host === undefined ? {} : { host: values.host }),
    ...(values.webhook === undefined ? {} : { webhookUrl: values.webhook }),
    ...(values['client-token'] === undefined ? {} : { webhookClientToken: values['client-token'] }),
    ...(values['admin-token'] === undefined ? {} : { adminToken: values['admin-token'] }),
    ...(values['max-expiry-ms'] === undefined ? {} : { maxExpiryMs: Number(values['max-expiry-ms']) }),
    ...(values['keep-messages'] === undefined ? {} : { keepMessages: Number(values['keep-messages']) }),
    keepReceived: BIN_KEEP_RECEIVED,
    onError: (error) => process.stderr.write(`webhook: ${String((error as Error).message)}\n`),
  });
  process.stdout.write(`rcs-send-rbm-emulator listening on ${emulator.url}\nadmin token: ${emulator.adminToken}\n`);
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
    const help = error instanceof UsageError ? 'Run "rcs-send-rbm-emulator --help" for usage.\n' : '';
    process.stderr.write(`rcs-send-rbm-emulator: ${error instanceof Error ? error.message : String(error)}\n${help}`);
    process.exitCode = 2;
  },
);
