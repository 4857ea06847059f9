import { createHash, randomBytes } from 'node:crypto';

/** What every key the store issues starts with: an operator (or a secret scanner) recognises one at a glance. */
const KEY_PREFIX = 'rcs_live_';

/** A key's visible part: the prefix and 8 hex digits of a public id (4 random bytes). */
const VISIBLE = /^rcs_live_[0-9a-f]{8}$/;

/** A whole issued key: its visible part, `_`, and 43 base64url characters of 32 random bytes. */
const ISSUED = /^(rcs_live_[0-9a-f]{8})_[\w-]{43}$/;

/** A newly issued key: the key itself (shown once), its visible prefix and its digest (stored). @internal */
export interface _IssuedKey {
  /** The secret: printed once, never stored nor logged. */
  readonly key: string;
  /** `rcs_live_` and a public id of 8 hex digits: how the key is recognised and revoked. */
  readonly prefix: string;
  /** The SHA-256 of the key, hex: all the store keeps of it. */
  readonly digest: string;
}

/**
 * The SHA-256 of `key`'s UTF-8 bytes, 64 hex digits. A fast hash suffices: an issued key
 * carries 256 random bits, out of reach of any guessing, so a slow password hash would add
 * nothing but latency on every request.
 *
 * @internal
 */
export const _digestOf = (key: string): string => createHash('sha256').update(key, 'utf8').digest('hex');

/** A new key of 256 random bits (`crypto.randomBytes`) behind a visible prefix. @internal */
export function _issueApiKey(): _IssuedKey {
  const prefix = `${KEY_PREFIX}${randomBytes(4).toString('hex')}`;
  const key = `${prefix}_${randomBytes(32).toString('base64url')}`;
  return { key, prefix, digest: _digestOf(key) };
}

/**
 * The visible prefix of a key configured in a file (not issued by the store): `config_` and the
 * first 8 hex digits of its digest, so that no character of the secret is ever shown.
 *
 * @internal
 */
export const _configuredPrefix = (digest: string): string => `config_${digest.slice(0, 8)}`;

/**
 * What `revoke-key` was given: a visible prefix (every key of it: `rcs_live_`, `config_` or
 * `run_`), or a whole issued key (by its digest); undefined for anything else.
 *
 * @internal
 */
export function _revocationMatch(keyOrPrefix: string): { readonly prefix: string } | { readonly digest: string } | undefined {
  if (VISIBLE.test(keyOrPrefix) || /^(config|run)_[0-9a-f]{8}$/.test(keyOrPrefix)) return { prefix: keyOrPrefix };
  if (ISSUED.test(keyOrPrefix)) return { digest: _digestOf(keyOrPrefix) };
  return undefined;
}
