import { parseArgs } from 'node:util';
import { RBM_HOSTS } from '@rcs-send/rbm';
import { serviceAccountTokensFromFile, staticAccessToken, type AccessTokens } from '../rbm/serviceAccountTokens';

/** The worker's command line, checked. @internal */
export interface _WorkerArgs {
  readonly help: boolean;
  readonly queue: { readonly redisUrl: string; readonly group: string; readonly consumer: string; readonly claimIdleMs: number; readonly claimEveryMs: number };
  readonly baseUrl: string;
  readonly tokens: () => AccessTokens;
  readonly agentIdSuffix: string;
  readonly concurrency: number;
}

/** Why the worker takes Redis only: what serves one machine instead. @internal */
export const _ONE_MACHINE = "one machine is served by the server's own worker on its database (rcs-send-server); a fleet shares Redis";

/** The integer `value` of option `name`, from `min` to `max`; a TypeError saying so otherwise. */
function integerArg(name: string, value: string, min: number, max: number): number {
  const parsed = Number(value);
  if (!/^\d+$/.test(value) || parsed < min || parsed > max) throw new TypeError(`${name} must be an integer from ${min} to ${max}`);
  return parsed;
}

/** Parses and checks the worker's arguments; throws a TypeError that says what is wrong. @internal */
export function _workerArgs(argv: string[], env: NodeJS.ProcessEnv): _WorkerArgs {
  const { values } = parseArgs({
    args: argv,
    options: {
      redis: { type: 'string' },
      group: { type: 'string', default: 'delivery' },
      consumer: { type: 'string' },
      'rbm-url': { type: 'string', default: RBM_HOSTS.global },
      'service-account': { type: 'string' },
      'token-url': { type: 'string' },
      'agent-id-suffix': { type: 'string', default: '' },
      concurrency: { type: 'string', default: '32' },
      'claim-idle-ms': { type: 'string', default: '60000' },
      'claim-every-ms': { type: 'string', default: '10000' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const concurrency = integerArg('--concurrency', values.concurrency, 1, 1024);
  const claimIdleMs = integerArg('--claim-idle-ms', values['claim-idle-ms'], 1, 86_400_000);
  const claimEveryMs = integerArg('--claim-every-ms', values['claim-every-ms'], 0, 86_400_000);
  if (values.redis === undefined && !values.help) throw new TypeError(`give --redis URL: ${_ONE_MACHINE}`);
  const queue = { redisUrl: values.redis ?? '', group: values.group, consumer: values.consumer ?? '', claimIdleMs, claimEveryMs };
  if (queue.consumer === '' && !values.help) throw new TypeError('--redis needs --consumer NAME, stable across restarts');
  const serviceAccount = values['service-account'];
  const token = env['RCS_SEND_RBM_TOKEN'];
  const tokens = (): AccessTokens => {
    if (serviceAccount !== undefined) return serviceAccountTokensFromFile(serviceAccount, values['token-url'] === undefined ? {} : { tokenUrl: values['token-url'] });
    if (token !== undefined && token !== '') return staticAccessToken(token);
    throw new TypeError('give --service-account KEY.json (or RCS_SEND_RBM_TOKEN for an emulator)');
  };
  return { help: values.help, queue, baseUrl: values['rbm-url'], tokens, agentIdSuffix: values['agent-id-suffix'], concurrency };
}
