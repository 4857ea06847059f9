import { readFileSync } from 'node:fs';
import { createValidationProfile, ProfileError, type CompiledValidationProfile, type ValidationProfile } from '@rcs-send/core';

/** A validation profile read from `--profile FILE`: its data (for generation) and its compiled form (for validation). */
export interface ProfileFile {
  /** The profile's data as checked (a frozen copy). */
  readonly data: Readonly<ValidationProfile>;
  /** The compiled profile. */
  readonly compiled: CompiledValidationProfile;
}

/**
 * Reads and compiles the validation profile of `--profile path`; throws an error whose message
 * is one line naming the file and, for a profile that is not valid, the path of its first
 * problem (`--profile p.json: allowedHosts[2]: must be ...`). A command turns it into exit 2.
 */
export function readProfileFile(path: string): ProfileFile {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new Error(`--profile ${path}: cannot read (${(error as { code?: string }).code ?? 'error'})`, { cause: error });
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new Error(`--profile ${path}: not JSON (${(error as Error).message})`, { cause: error });
  }
  try {
    const compiled = createValidationProfile(data);
    return { data: compiled.data, compiled };
  } catch (error) {
    if (!(error instanceof ProfileError)) throw error;
    throw new Error(`--profile ${path}: ${error.summary}`, { cause: error });
  }
}
