import { createServer, type Server } from 'node:http';
import { createMemorySeenPort, createMemoryStatePort, staticAccessToken } from '@rcs-send/delivery';
import { afterEach, describe, expect, it } from 'vitest';
import { _createEventRoute, _EVENTS_PATH, type _EventRoute } from './eventRoute';

let server: Server | undefined;
afterEach(() => new Promise((resolve) => (server === undefined ? resolve(undefined) : server.close(resolve))));

const options = { log: () => undefined, onUserMessage: undefined, seen: createMemorySeenPort(), handovers: undefined, optOuts: undefined, onSubscription: () => undefined };
const rbm = { mode: 'rbm', baseUrl: 'http://127.0.0.1:9/', tokens: staticAccessToken('t') } as const;

/** A loopback server answering every request with `route`. */
async function serve(route: _EventRoute): Promise<{ url: string; server: Server }> {
  const listening = createServer((request, response) => void route.answer(request, response));
  await new Promise<void>((resolve) => listening.listen(0, '127.0.0.1', resolve));
  server = listening;
  return { url: route.wiringFor(listening).emulator.webhookUrl, server: listening };
}

describe('_createEventRoute', () => {
  it('should exist with the emulator (a fresh random token each run) or with an RBM client token, and not otherwise', () => {
    expect(_createEventRoute({ mode: 'off' }, options)).toBeUndefined();
    expect(_createEventRoute(rbm, options)).toBeUndefined();
    expect(_createEventRoute({ ...rbm, clientToken: 'partner' }, options)).toBeDefined();
    const fake = { address: () => ({ address: '::1', port: 8080 }) } as unknown as Server;
    const [first, second] = [_createEventRoute({ mode: 'emulator' }, options), _createEventRoute({ mode: 'emulator' }, options)].map((route) => route?.wiringFor(fake).emulator);
    expect(first?.webhookUrl).toBe(`http://[::1]:8080${_EVENTS_PATH}`);
    expect(first?.webhookClientToken).toMatch(/^[\w-]{43}$/);
    expect(first?.webhookClientToken).not.toBe(second?.webhookClientToken);
  });

  it('should answer 503 until a state port is attached, then take RBM’s posts with the client token', async () => {
    const route = _createEventRoute({ ...rbm, clientToken: 'partner' }, options);
    if (route === undefined) throw new Error('no route');
    const { url, server: listening } = await serve(route);
    const handshake = () => fetch(url, { method: 'POST', body: JSON.stringify({ clientToken: 'partner', secret: 'abc' }) });
    const early = await handshake();
    expect([early.status, await early.text()]).toEqual([503, '{"outcome":"unavailable"}']);
    route.wiringFor(listening).attach(createMemoryStatePort());
    const ready = await handshake();
    expect([ready.status, await ready.text()]).toEqual([200, 'abc']);
  });
});
