// Where a sample of the server's main thread belongs: the stage of a request (socket to answer)
// of the innermost frame of its stack that a stage claims. A port's own code (the SQLite
// tenants, the in-memory organizations) is claimed by the step that called it.
import type { CallFrame } from './cpuProfile';

/** A stage of a request, and the frames it claims. */
interface Stage {
  /** The row label. */
  readonly label: string;
  /** The script URLs it claims (any function of them), as a pattern. */
  readonly url?: RegExp;
  /** The function names it claims, wherever they are. */
  readonly functions?: readonly string[];
}

/** The samples V8 takes while the thread waits: not part of any request's cost. */
export const IDLE = '(idle)';

/** Every stage, socket to answer, then what belongs to no one request. */
export const STAGES: readonly Stage[] = [
  { label: 'HTTP parse (llhttp, native) and other native code', functions: ['(program)'] },
  { label: 'request in node:http (parser callbacks, IncomingMessage, body stream)', url: /^node:(_http_common|_http_server|_http_incoming|internal\/streams\/readable|events)$/, functions: ['onStreamRead'] },
  { label: 'routing and headers (router, header reads, listener)', url: /service\/src\/(http\/(routeHttpRequest|handleHttpRequest|readHeaders)|node\/(createNodeListener|routeNodeRequest|nodeHttpRequest))\.ts$|server\/src\/http\/(httpServer|listener|connectionCap)\.ts$/ },
  { label: 'authentication (bearer, SHA-256, key lookup)', url: /service\/src\/service\/(admit|authenticate)\.ts$|server\/src\/(auth\/|tenants\/apiKeys)|^node:(crypto|internal\/crypto\/)/ },
  { label: 'rate limit', url: /rateLimit/i },
  { label: 'body read (chunks, bound)', url: /service\/src\/(node\/readNodeBody|http\/readStream)\.ts$/ },
  { label: 'UTF-8 decode', url: /service\/src\/http\/decodeUtf8\.ts$/ },
  { label: 'duplicate-key check', url: /service\/src\/http\/(keyCounts|duplicateKey)\.ts$/ },
  { label: 'JSON.parse (and the content-type check)', url: /service\/src\/http\/parseBody\.ts$/ },
  { label: 'core validation (every rule, canonical values)', url: /core\/src\// },
  { label: 'organization access', url: /service\/src\/service\/organization\.ts$/ },
  { label: 'senders and validation profile', url: /service\/src\/(service\/verdicts|profile\/)/ },
  { label: 'balance hold and debit', url: /[Bb]alance/ },
  { label: 'idempotency', url: /[Ii]dempotency/ },
  { label: 'ids (UUIDv7)', url: /service\/src\/service\/uuidV7\.ts$/ },
  { label: 'store write (rows, JSON of the messages, commit, fsync)', url: /sqlite\/src\/(messages|write)\/|better-sqlite3|^node:fs$/ },
  { label: 'submission (service: reserve, submit, settle)', url: /service\/src\/service\/submission\.ts$/ },
  { label: 'answer built (outcomes, headers)', url: /service\/src\/(service\/successResponse|response\/)/ },
  { label: 'answer serialized (JSON.stringify, UTF-8 encode)', url: /service\/src\/node\/handleNodeRequest\.ts$|server\/src\/http\/routedAnswer\.ts$/ },
  { label: 'answer written (ServerResponse, socket write)', url: /^node:(_http_outgoing|net|internal\/streams\/writable|internal\/stream_base_commons)$/ },
  { label: 'acceptance sequence glue (promises, steps)', url: /service\/src\/service\/(createSendService|accept|portCall)\.ts$/ },
  { label: 'promise and tick scheduling', url: /^node:internal\/process\/task_queues$/, functions: ['runMicrotasks'] },
  { label: 'server: request log, metrics', url: /server\/src\// },
  { label: 'garbage collection', functions: ['(garbage collector)'] },
];

/** The label of the first stage that claims `frame` (by its script or its function's name), if any. */
function stageOf(frame: CallFrame): string | undefined {
  return STAGES.find((stage) => stage.url?.test(frame.url) === true || stage.functions?.includes(frame.functionName) === true)?.label;
}

/** The stage of a sampled stack (leaf first): that of its innermost claimed frame, {@link IDLE}, or `other`. */
export function stageOfStack(stack: readonly CallFrame[]): string {
  if (stack[0]?.functionName === IDLE) return IDLE;
  for (const frame of stack) {
    const stage = stageOf(frame);
    if (stage !== undefined) return stage;
  }
  return 'other';
}
