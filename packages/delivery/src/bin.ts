#!/usr/bin/env node
import { createRbmDeliveryPort } from './rbm/rbmDeliveryPort';
import type { MessageStatus } from '@rcs-send/service';
import { startStreamWorker } from './worker/startStreamWorker';
import { _ONE_MACHINE, _workerArgs } from './worker/workerArgs';

const HELP = `rcs-send-worker: delivers the accepted messages a fleet of servers shares in Redis to Google RBM
(or an emulator); ${_ONE_MACHINE}.

  rcs-send-worker --redis redis://127.0.0.1:6379 --consumer NAME [--group delivery]

  --rbm-url URL            the API's base URL, ending in / (default the global RBM host)
  --service-account FILE   the service account's JSON key (or RCS_SEND_RBM_TOKEN=any for an emulator)
  --token-url URL          another OAuth2 token endpoint
  --agent-id-suffix S      the RBM agent id is the sender followed by S (e.g. @rbm.goog)
  --concurrency N          messages in flight (default 32)
  --claim-idle-ms MS       take over entries another worker left pending this long (default 60000)
  --claim-every-ms MS      how often to look for them (default 10000)

States live in Redis (rcs-send:state:<id>, 30 days), shared by every worker and server.
This worker reads no tenants: it sends on RCS only, every message as TRANSACTION, with no
opt-out check, SMS fallback or client webhook. A fleet of reference servers adds workers that
apply all of them with rcs-send-server worker.
`;

const log = (event: Record<string, unknown>): void => void process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), ...event })}\n`);
const onOutcome = ({ history: _history, to: _to, from: _from, ...status }: MessageStatus): void => log({ event: 'outcome', ...status }); // never the recipient
const onError = (error: unknown): void => log({ event: 'error', error: error instanceof Error ? error.message.slice(0, 200) : 'error' });

/** Runs the worker until SIGINT or SIGTERM; resolves to the exit code. */
async function main(argv: string[]): Promise<number> {
  const args = _workerArgs(argv, process.env);
  if (args.help) return void process.stdout.write(HELP), 0;
  const common = {
    delivery: createRbmDeliveryPort({ baseUrl: args.baseUrl, tokens: args.tokens() }),
    agentIdOf: (from: string) => `${from}${args.agentIdSuffix}`,
    concurrency: args.concurrency,
    onOutcome,
    onError,
  };
  const { queue } = args;
  const worker = startStreamWorker({ ...common, redis: queue.redisUrl, group: queue.group, consumer: queue.consumer, claimIdleMs: queue.claimIdleMs, claimEveryMs: queue.claimEveryMs });
  // Said at every start: this worker reads no tenants, so no opt-out, traffic type, SMS fallback or webhook is applied.
  log({ event: 'started', target: new URL(args.baseUrl).origin, policies: 'none: RCS only; rcs-send-server worker applies opt-outs, traffic types, SMS fallback and webhooks' });
  return new Promise((resolve) => {
    const stop = (signal: NodeJS.Signals): void => {
      process.once(signal, () => process.exit(130));
      log({ event: 'shutdown', signal });
      worker.stop().then(
        () => resolve(0),
        () => resolve(1),
      );
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`rcs-send-worker: ${error instanceof TypeError ? error.message : String((error as { code?: unknown })?.code ?? 'error')}\n`);
    process.exitCode = 2;
  },
);
