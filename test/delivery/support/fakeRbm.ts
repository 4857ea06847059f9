// A small fake of RBM's REST API on loopback (agentMessages.create and .delete,
// phones.getCapabilities, users.batchGet) that answers any call what a test forces: the
// emulator's faults apply to sends only, and a test needs a withdrawal or a check answered 429,
// 503 or 404 too. It records every call, and holds sends unanswered while a test says so.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One call the fake received. */
interface FakeRbmCall {
  /** The HTTP method. */
  readonly method: string;
  /** The path, without the query (`/v1/phones/+351912345678/capabilities`). */
  readonly path: string;
  /** The query's parameters. */
  readonly query: Record<string, string>;
  /** The Authorization header, if any. */
  readonly authorization: string | undefined;
  /** The parsed JSON body, if any. */
  readonly body: unknown;
}

/** An answer a test forces on the next call. */
interface FakeRbmAnswer {
  /** The HTTP status. */
  readonly status: number;
  /** The Retry-After header, if any. */
  readonly retryAfter?: string;
  /** The JSON body (`{}` when absent). */
  readonly body?: unknown;
}

/** A running fake. */
export interface FakeRbm {
  /** The base URL, ending in `/`. */
  readonly url: string;
  /** Every call received, in order. */
  readonly calls: FakeRbmCall[];
  /** The RCS features of each reachable phone, by E.164 (`+351…`); any other phone is not reachable (404). */
  readonly phones: Map<string, string[]>;
  /** Forces the answer of the next call (queued, in order). */
  next(answer: FakeRbmAnswer): void;
  /** Leaves every agentMessages.create unanswered (a send in flight) until the function it returns is called. */
  holdSends(): () => void;
  /** Stops the fake. */
  close(): Promise<void>;
}

const googleError = (status: number, name: string, message: string) => ({ error: { code: status, message, status: name } });

/** What the fake answers a call when nothing is forced. */
function answerOf(fake: FakeRbm, call: FakeRbmCall): FakeRbmAnswer {
  const capabilities = /^\/v1\/phones\/([^/]+)\/capabilities$/.exec(call.path);
  if (call.method === 'GET' && capabilities !== null) {
    const features = fake.phones.get(decodeURIComponent(capabilities[1] ?? ''));
    return features === undefined ? { status: 404, body: googleError(404, 'NOT_FOUND', 'Requested entity was not found.') } : { status: 200, body: { features } };
  }
  if (call.method === 'POST' && call.path === '/v1/users:batchGet') {
    const users = ((call.body as { users?: string[] }).users ?? []).filter((user) => fake.phones.has(user));
    return { status: 200, body: { reachableUsers: users, totalRandomSampleUserCount: 0, reachableRandomSampleUserCount: 0 } };
  }
  if (call.method === 'DELETE' && /^\/v1\/phones\/[^/]+\/agentMessages\/[^/]+$/.test(call.path)) return { status: 200, body: {} };
  if (call.method === 'POST' && /^\/v1\/phones\/[^/]+\/agentMessages$/.test(call.path)) return { status: 200, body: { name: `${call.path.slice(4)}/${call.query['messageId']}` } };
  return { status: 404, body: googleError(404, 'NOT_FOUND', 'No such method.') };
}

/** Starts the fake on a free loopback port. */
export async function startFakeRbm(): Promise<FakeRbm> {
  const forced: FakeRbmAnswer[] = [];
  let sendsReleased: Promise<void> | undefined;
  const server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://fake');
      const call: FakeRbmCall = {
        method: request.method ?? '',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        authorization: request.headers.authorization,
        body: text === '' ? undefined : (JSON.parse(text) as unknown),
      };
      fake.calls.push(call);
      const answer = forced.shift() ?? answerOf(fake, call);
      const isSend = call.method === 'POST' && call.path.endsWith('/agentMessages');
      const respond = (): void => {
        response.writeHead(answer.status, { 'content-type': 'application/json', ...(answer.retryAfter === undefined ? {} : { 'retry-after': answer.retryAfter }) });
        response.end(JSON.stringify(answer.body ?? {}));
      };
      if (isSend && sendsReleased !== undefined) void sendsReleased.then(respond);
      else respond();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const fake: FakeRbm = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    calls: [],
    phones: new Map(),
    next: (answer) => void forced.push(answer),
    holdSends: () => {
      let release = (): void => undefined;
      sendsReleased = new Promise<void>((resolve) => (release = resolve));
      return () => {
        sendsReleased = undefined;
        release();
      };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return fake;
}
