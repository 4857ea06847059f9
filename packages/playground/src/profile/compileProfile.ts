import { createValidationProfile, ProfileError, type CompiledValidationProfile, type ProfileDataIssue } from '@rcs-send/core';

/** A profile text compiled, or every problem of it at its path. */
export type CompiledProfileText = { readonly ok: true; readonly profile: CompiledValidationProfile } | { readonly ok: false; readonly problems: readonly ProfileDataIssue[] };

/**
 * Reads a validation profile's JSON text and compiles it with `createValidationProfile`: the
 * profile, or its problems as the core states them (a text that is not JSON is one problem at
 * the profile itself). Never throws for a bad text.
 */
export function compileProfile(text: string): CompiledProfileText {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return { ok: false, problems: [{ path: '', message: `Not JSON: ${error instanceof Error ? error.message : 'unreadable'}.` }] };
  }
  try {
    return { ok: true, profile: createValidationProfile(data) };
  } catch (error) {
    if (error instanceof ProfileError) return { ok: false, problems: error.issues };
    throw error;
  }
}
