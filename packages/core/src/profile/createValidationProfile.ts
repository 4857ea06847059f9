import { CompiledValidationProfile } from './compiledValidationProfile';
import { ProfileError } from './profileError';
import { _readProfileData } from './readProfileData';

/**
 * Checks a validation profile's data (e.g. parsed JSON) and compiles it once, for every later
 * `validateSendRequest(body, { profile })`. Zero I/O.
 *
 * @param data - a {@link ValidationProfile} as plain data
 * @returns the compiled, frozen profile
 * @throws {@link ProfileError} with every problem at its path when `data` is not a valid profile
 * @public
 */
export function createValidationProfile(data: unknown): CompiledValidationProfile {
  const read = _readProfileData(data);
  if ('problems' in read) throw new ProfileError(read.problems);
  return new CompiledValidationProfile(read.profile);
}
