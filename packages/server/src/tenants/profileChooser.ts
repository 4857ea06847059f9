import { createValidationProfile, type CompiledValidationProfile } from '@rcs-send/core';
import type { TenantStore, ValidationProfileChooser } from '@rcs-send/service';

/** The most choices kept: past it the chooser starts afresh (a bound however many senders are named). */
const MAX_ENTRIES = 10_000;

/** A choice read from the store: while it is being read, or once it is known. */
type Choice = { readonly known: false; readonly read: Promise<CompiledValidationProfile | undefined> } | { readonly known: true; readonly profile: CompiledValidationProfile | undefined };

/**
 * The service's `profile` chooser of a server: the validation profile `tenants` holds for an
 * organization or a sender (its own, else its organization's), compiled once and kept while the
 * store's revision stays put. The revision is read at most every `everyMs`, so a profile that
 * `tenants set-profile` sets or clears counts within that time on every instance, with no
 * restart, while an unchanged store costs one revision read per interval. Each distinct profile
 * is compiled once (by its JSON) per revision. A choice it knows, within the interval, is
 * answered at once (not a promise): the send pays no wait for a profile it already has.
 *
 * @internal
 */
export function _profileChooser(tenants: Pick<TenantStore, 'revision' | 'validationProfileOf'>, everyMs: number, now: () => number = Date.now): ValidationProfileChooser {
  let seen: number | undefined;
  let checkedAt = -Infinity;
  let checking: Promise<void> | undefined;
  let choices = new Map<string, Choice>();
  let compiled = new Map<string, CompiledValidationProfile>();
  /** Undefined while the revision read last is recent; else the read of it, which starts afresh when the revision moved. */
  const fresh = (): Promise<void> | undefined => {
    if (checking !== undefined || now() - checkedAt < everyMs) return checking;
    checking = tenants.revision().then((revision) => {
      checkedAt = now();
      if (revision !== seen) [seen, choices, compiled] = [revision, new Map(), new Map()];
    });
    return (checking = checking.finally(() => (checking = undefined)));
  };
  const compile = (data: Parameters<typeof createValidationProfile>[0]): CompiledValidationProfile => {
    const text = JSON.stringify(data);
    const known = compiled.get(text) ?? createValidationProfile(data);
    compiled.set(text, known);
    return known;
  };
  /** The choice for `key`: kept, or read from the store now (a failed read is not kept: the next request reads again). */
  const choose = (key: string, organizationId: string, sender: string | undefined): CompiledValidationProfile | undefined | Promise<CompiledValidationProfile | undefined> => {
    const kept = choices.get(key);
    if (kept !== undefined) return kept.known ? kept.profile : kept.read;
    if (choices.size >= MAX_ENTRIES) choices = new Map();
    const entries = choices;
    const read = tenants.validationProfileOf(organizationId, sender ?? null).then(
      (data) => {
        const profile = data === undefined ? undefined : compile(data);
        if (entries.get(key)?.known === false) entries.set(key, { known: true, profile });
        return profile;
      },
      (error: unknown) => {
        entries.delete(key);
        throw error;
      },
    );
    entries.set(key, { known: false, read });
    return read;
  };
  return (organizationId, sender) => {
    const key = `${organizationId} ${sender ?? ''}`;
    const checked = fresh();
    return checked === undefined ? choose(key, organizationId, sender) : checked.then(() => choose(key, organizationId, sender));
  };
}
