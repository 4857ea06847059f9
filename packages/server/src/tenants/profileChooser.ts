import { createValidationProfile, type CompiledValidationProfile } from '@rcs-send/core';
import type { TenantStore, ValidationProfileChooser } from '@rcs-send/service';

/** The most choices kept: past it the chooser starts afresh (a bound however many senders are named). */
const MAX_ENTRIES = 10_000;

/**
 * The service's `profile` chooser of a server: the validation profile `tenants` holds for an
 * organization or a sender (its own, else its organization's), compiled once and kept while the
 * store's revision stays put. The revision is read at most every `everyMs`, so a profile that
 * `tenants set-profile` sets or clears counts within that time on every instance, with no
 * restart, while an unchanged store costs one revision read per interval. Each distinct profile
 * is compiled once (by its JSON) per revision.
 *
 * @internal
 */
export function _profileChooser(tenants: Pick<TenantStore, 'revision' | 'validationProfileOf'>, everyMs: number, now: () => number = Date.now): ValidationProfileChooser {
  let seen: number | undefined;
  let checkedAt = -Infinity;
  let checking: Promise<void> | undefined;
  let chosen = new Map<string, Promise<CompiledValidationProfile | undefined>>();
  let compiled = new Map<string, CompiledValidationProfile>();
  const fresh = (): Promise<void> | undefined => {
    if (checking !== undefined || now() - checkedAt < everyMs) return checking;
    checking = tenants.revision().then((revision) => {
      checkedAt = now();
      if (revision !== seen) [seen, chosen, compiled] = [revision, new Map(), new Map()];
    });
    return (checking = checking.finally(() => (checking = undefined)));
  };
  const compile = (data: Parameters<typeof createValidationProfile>[0]): CompiledValidationProfile => {
    const text = JSON.stringify(data);
    const known = compiled.get(text) ?? createValidationProfile(data);
    compiled.set(text, known);
    return known;
  };
  return async (organizationId, sender) => {
    await fresh();
    const key = `${organizationId} ${sender ?? ''}`;
    const kept = chosen.get(key);
    if (kept !== undefined) return kept;
    if (chosen.size >= MAX_ENTRIES) chosen = new Map();
    const read = tenants.validationProfileOf(organizationId, sender ?? null).then((data) => (data === undefined ? undefined : compile(data)));
    const entries = chosen;
    entries.set(key, read);
    read.catch(() => entries.delete(key)); // a failed read is tried again by the next request
    return read;
  };
}
