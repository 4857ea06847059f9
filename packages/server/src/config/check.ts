import { isRedisClusterUrl, parseRedisClusterUrl } from '@rcs-send/redis/cluster-url';

/** A configuration error: the message names the setting and what it must be. @public */
export class ConfigError extends Error {
  /** An error about the setting named in `message`. */
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

/** Throws a {@link ConfigError} saying `what` must be `expected`. @internal */
export function _fail(what: string, expected: string): never {
  throw new ConfigError(`${what} must be ${expected}`);
}

/** `value` as a plain object, or a ConfigError. @internal */
export function _object(value: unknown, what: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) _fail(what, 'an object');
  return value as Record<string, unknown>;
}

/** Throws when `value` has a key outside `allowed`. @internal */
export function _onlyKeys(value: Record<string, unknown>, allowed: readonly string[], what: string): void {
  for (const key of Object.keys(value)) if (!allowed.includes(key)) throw new ConfigError(`${what} has an unknown setting "${key}"`);
}

/** `value` as a non-empty string, or a ConfigError. @internal */
export function _string(value: unknown, what: string): string {
  if (typeof value !== 'string' || value === '') _fail(what, 'a non-empty string');
  return value;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `value` when it is a UUID (8-4-4-4-12 hex digits, any case), else a {@link ConfigError} naming `what`. @internal */
export function _uuid(value: string, what: string): string {
  if (!UUID.test(value)) _fail(what, 'a UUID');
  return value;
}

/** `value` as an integer in [min, max], or a ConfigError. @internal */
export function _integer(value: unknown, what: string, min: number, max: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) _fail(what, `an integer from ${min} to ${max}`);
  return value;
}

/** An environment value read as an integer in [min, max], or a ConfigError naming the variable. @internal */
export function _integerText(text: string, what: string, min: number, max: number): number {
  if (!/^\d+$/.test(text.trim())) _fail(what, `an integer from ${min} to ${max}`);
  return _integer(Number(text.trim()), what, min, max);
}

/** `text` when it is a `redis://` or `rediss://` URL, or a well-formed `redis+cluster://` one; else a ConfigError. @internal */
export function _redisUrl(text: string, what: string): string {
  if (isRedisClusterUrl(text)) {
    try {
      parseRedisClusterUrl(text);
    } catch {
      _fail(what, 'a redis+cluster://host:port,host:port URL (rediss+cluster:// for TLS)');
    }
    return text;
  }
  let protocol = '';
  try {
    protocol = new URL(text).protocol;
  } catch {
    // not a URL
  }
  if (protocol !== 'redis:' && protocol !== 'rediss:') _fail(what, 'a redis://, rediss:// or redis+cluster:// URL');
  return text;
}

/** The most characters of a text the store keeps from an operator: an id (a principal, a sender), a label, a reason. @internal */
export const _MAX_TEXT = 200;

/** Whether `text` is 1 to {@link _MAX_TEXT} characters, none a control character. @internal */
// eslint-disable-next-line no-control-regex -- control characters are what is refused
export const _isText = (text: string): boolean => text.length > 0 && text.length <= _MAX_TEXT && !/[\u0000-\u001f\u007f]/.test(text);

/** Whether `text` is an id (a principal, a sender) as `tenants` takes one: such a text without spaces. @internal */
export const _isId = (text: string): boolean => _isText(text) && !/\s/.test(text);

/** `value` as an id (a principal, a sender) that the `tenants` commands can name later, or a ConfigError. @internal */
export function _id(value: unknown, what: string): string {
  if (typeof value !== 'string' || !_isId(value)) _fail(what, `an id of 1 to ${_MAX_TEXT} characters, none a space or a control character`);
  return value;
}

/** `value` as an array of ids (see {@link _id}), or a ConfigError naming the bad one. @internal */
export function _ids(value: unknown, what: string): string[] {
  if (!Array.isArray(value)) _fail(what, 'an array of ids');
  return value.map((item, i) => _id(item, `${what}[${i}]`));
}
