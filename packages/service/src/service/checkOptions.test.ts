import { describe, expect, it } from 'vitest';
import { createMemoryPorts } from '../memory/memoryPorts';
import { createSendService } from './createSendService';

const ports = createMemoryPorts({ apiKeys: [], organizations: [] });
const idempotency = { claim: async () => ({ state: 'claimed' as const }), complete: async () => undefined, release: async () => undefined };
/** createSendService as a JavaScript caller reaches it: any value at all. */
const create = (options: unknown) => () => createSendService(options as never);
const withPort = (name: string, port: unknown) => ({ ports: { ...ports, [name]: port } });
const without = (name: string) => {
  const { [name as 'auth']: _, ...rest } = ports;
  return { ports: rest };
};

const REQUIRED = [
  ['auth', 'authenticate', 'pass an AuthPort ({ authenticate(apiKey) })'],
  ['organizations', 'access', 'pass an OrganizationPort ({ access(principal, organizationId) })'],
  ['senders', 'isConfigured', 'pass a SenderPort ({ isConfigured(organizationId, from) })'],
  ['balance', 'reserve', 'pass a BalancePort ({ reserve(organizationId, count), release(reservation, count), commit?(reservation, count) })'],
  ['submit', 'submit', 'pass a SubmitPort ({ submit(message), submitBatch?(batch) })'],
] as const;

describe('createSendService checks its options at construction', () => {
  it('should accept the in-memory ports, and every optional port and option well-formed', () => {
    expect(create({ ports })).not.toThrow();
    const rateLimit = { consume: async () => ({ allowed: true as const }) };
    const options = { ports: { ...ports, rateLimit, idempotency }, batchMode: 'all-or-nothing', now: () => new Date(), generateId: () => 'id', onError: () => undefined };
    expect(create(options)).not.toThrow();
  });

  it.each(REQUIRED)('should name the missing port %s and say what to pass', (name, _method, hint) => {
    expect(create(without(name))).toThrow(new TypeError(`createSendService: options.ports.${name} is missing: ${hint}`));
  });

  it.each(REQUIRED)('should name the port %s when it is not an object', (name, _method, hint) => {
    for (const port of [null, 'port', 42]) expect(create(withPort(name, port))).toThrow(new TypeError(`createSendService: options.ports.${name} is not an object: ${hint}`));
  });

  it.each(REQUIRED)('should name the method of %s that is not a function', (name, method, hint) => {
    expect(create(withPort(name, { ...ports[name], [method]: 'nope' }))).toThrow(new TypeError(`createSendService: options.ports.${name}.${method} is not a function: ${hint}`));
  });

  it('should check release of the balance port, and commit when present', () => {
    expect(create(withPort('balance', { reserve: ports.balance.reserve }))).toThrow('options.ports.balance.release is not a function');
    expect(create(withPort('balance', { reserve: ports.balance.reserve, release: ports.balance.release }))).not.toThrow();
    expect(create(withPort('balance', { ...ports.balance, commit: true }))).toThrow('options.ports.balance.commit is not a function');
  });

  it.each([
    ['rateLimit', { consume: 1 }, 'options.ports.rateLimit.consume is not a function: pass a RateLimitPort ({ consume(subject) })'],
    ['rateLimit', null, 'options.ports.rateLimit is not an object'],
    ['idempotency', { ...idempotency, complete: undefined }, 'options.ports.idempotency.complete is not a function: pass an IdempotencyPort ({ claim(scope, key, fingerprint), complete(scope, key, response), release(scope, key) })'],
    ['idempotency', { claim: idempotency.claim, complete: idempotency.complete }, 'options.ports.idempotency.release is not a function'],
  ])('should check the optional port %s when present', (name, port, message) => {
    expect(create(withPort(name, port))).toThrow(message);
  });

  it.each([
    [undefined, 'createSendService: options must be an object: pass { ports }'],
    [{}, 'createSendService: options.ports is missing'],
    [{ ports: 'memory' }, 'createSendService: options.ports is missing'],
    [{ ports, batchMode: 'partial-ish' }, "createSendService: options.batchMode must be 'partial' or 'all-or-nothing'"],
    [{ ports, now: new Date() }, 'createSendService: options.now must be a function returning a Date'],
    [{ ports, generateId: 'id' }, 'createSendService: options.generateId must be a function returning a string'],
    [{ ports, onError: console }, 'createSendService: options.onError must be a function (error, source)'],
  ])('should refuse %j with a TypeError that names the option', (options, message) => {
    expect(create(options)).toThrow(TypeError);
    expect(create(options)).toThrow(message);
  });
});
