import { parseArgs } from 'node:util';
import { RBM_HOSTS } from '@rcs-send/rbm';
import { serviceAccountTokensFromFile, staticAccessToken, type AccessTokens } from '../rbm/serviceAccountTokens';

/** The worker's command line, checked. @internal */
export interface _WorkerArgs {
  readonly help: boolean;
  readonly queue: { readonly outbox: string; readonly stateFile: string | undefined } | { readonly redisUrl: string; readonly group: string; readonly consumer: string };
  readonly baseUrl: string;
  readonly tokens: () => AccessTokens;
  readonly agentIdSuffix: string;
  readonly concurrency: number;
}

/** Parses and checks the worker's arguments; throws a TypeError that says what is wrong. @internal */
export function _workerArgs(argv: string[], env: NodeJS.ProcessEnv): _WorkerArgs {
  const { values } = parseArgs({
    args: argv,
    options: {
      outbox: { type: 'string' },
      state: { type: 'string' },
      redis: { type: 'string' },
      group: { type: 'string', default: 'delivery' },
      consumer: { type: 'string' },
      'rbm-url': { type: 'string', default: RBM_HOSTS.global },
      'service-account': { type: 'string' },
      'token-url': { type: 'string' },
      'agent-id-suffix': { type: 'string', default: '' },
      concurrency: { type: 'string', default: '32' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const concurrency = Number(values.concurrency);
  if (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > 1024) throw new TypeError('--concurrency must be an integer from 1 to 1024');
  if ((values.outbox === undefined) === (values.redis === undefined) && !values.help) throw new TypeError('give either --outbox FILE or --redis URL');
  const queue = values.redis === undefined
    ? { outbox: values.outbox ?? '', stateFile: values.state }
    : { redisUrl: values.redis, group: values.group, consumer: values.consumer ?? '' };
  if ('consumer' in queue && queue.consumer === '' && !values.help) throw new TypeError('--redis needs --consumer NAME, stable across restarts');
  const serviceAccount = values['service-account'];
  const token = env['RCS_SEND_RBM_TOKEN'];
  const tokens = (): AccessTokens => {
    if (serviceAccount !== undefined) return serviceAccountTokensFromFile(serviceAccount, values['token-url'] === undefined ? {} : { tokenUrl: values['token-url'] });
    if (token !== undefined && token !== '') return staticAccessToken(token);
    throw new TypeError('give --service-account KEY.json (or RCS_SEND_RBM_TOKEN for an emulator)');
  };
  return { help: values.help, queue, baseUrl: values['rbm-url'], tokens, agentIdSuffix: values['agent-id-suffix'], concurrency };
}
