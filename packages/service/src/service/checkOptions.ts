import type { PortName } from '../ports/ports';
import { _isProfileOption } from '../profile/profileOption';

/** What a port must look like: its interface name, its methods as signatures, and those it may leave out. */
interface PortShape {
  readonly type: string;
  readonly methods: readonly string[];
  readonly optionalMethods?: readonly string[];
}

const REQUIRED_PORTS: Readonly<Partial<Record<PortName, PortShape>>> = {
  auth: { type: 'AuthPort', methods: ['authenticate(apiKey)'] },
  organizations: { type: 'OrganizationPort', methods: ['access(principal, organizationId)'] },
  senders: { type: 'SenderPort', methods: ['isConfigured(organizationId, from)'] },
  balance: { type: 'BalancePort', methods: ['reserve(organizationId, count)', 'release(reservation, count)'], optionalMethods: ['commit(reservation, count)'] },
  submit: { type: 'SubmitPort', methods: ['submit(message)'], optionalMethods: ['submitBatch(batch)'] },
};

const OPTIONAL_PORTS: Readonly<Partial<Record<PortName, PortShape>>> = {
  rateLimit: { type: 'RateLimitPort', methods: ['consume(subject)'] },
  idempotency: { type: 'IdempotencyPort', methods: ['claim(scope, key, fingerprint)', 'complete(scope, key, response)', 'release(scope, key)'] },
};

const FUNCTIONS = { now: 'a function returning a Date', generateId: 'a function returning a string', onError: 'a function (error, source)', onAnswered: 'a function (answer)', rules: 'a function (message, context)' } as const;
const BATCH_MODES: readonly unknown[] = ['partial', 'all-or-nothing'];

const fail = (message: string): never => {
  throw new TypeError(`createSendService: ${message}`);
};
const nameOf = (signature: string): string => signature.slice(0, signature.indexOf('('));
const isObject = (value: unknown): value is Record<string, unknown> => (typeof value === 'object' || typeof value === 'function') && value !== null;

/** Throws unless `port` has every method of `shape` (and its optional ones, when present, are functions). */
function checkPort(name: string, port: unknown, shape: PortShape): void {
  const optional = shape.optionalMethods ?? [];
  const article = /^[AEIOU]/.test(shape.type) ? 'an' : 'a';
  const hint = `pass ${article} ${shape.type} ({ ${[...shape.methods, ...optional.map((method) => method.replace('(', '?('))].join(', ')} })`;
  if (port === undefined) fail(`options.ports.${name} is missing: ${hint}`);
  if (!isObject(port)) return fail(`options.ports.${name} is not an object: ${hint}`);
  for (const method of shape.methods.map(nameOf)) {
    if (typeof port[method] !== 'function') fail(`options.ports.${name}.${method} is not a function: ${hint}`);
  }
  for (const method of optional.map(nameOf)) {
    if (port[method] !== undefined && typeof port[method] !== 'function') fail(`options.ports.${name}.${method} is not a function: ${hint}`);
  }
}

/**
 * Checks the options of {@link createSendService} at construction, for JavaScript callers and
 * hand-built configurations: every required port present with its methods, optional ones
 * well-formed when given, `batchMode`, `now`, `generateId`, `onError`, `profile` and `rules` of the right type.
 * Throws a TypeError naming the first option at fault.
 *
 * @internal
 */
export function _checkOptions(options: unknown): void {
  if (!isObject(options)) return fail('options must be an object: pass { ports }');
  const { ports } = options;
  if (!isObject(ports)) return fail('options.ports is missing: pass { auth, organizations, senders, balance, submit } (see createMemoryPorts)');
  for (const [name, shape] of Object.entries(REQUIRED_PORTS)) checkPort(name, ports[name], shape);
  for (const [name, shape] of Object.entries(OPTIONAL_PORTS)) if (ports[name] !== undefined) checkPort(name, ports[name], shape);
  if (options['batchMode'] !== undefined && !BATCH_MODES.includes(options['batchMode'])) fail("options.batchMode must be 'partial' or 'all-or-nothing'");
  if (!_isProfileOption(options['profile'])) fail('options.profile must be a compiled profile (createValidationProfile) or a function (organizationId, sender)');
  for (const [name, expected] of Object.entries(FUNCTIONS)) {
    if (options[name] !== undefined && typeof options[name] !== 'function') fail(`options.${name} must be ${expected}`);
  }
}
