import { ERROR_CODES, type ErrorCode } from '@rcs-send/core';
import fc from 'fast-check';
import { invalidSendRequestFor } from './mutations/registry';
import type { InvalidSendRequest } from './mutations/types';
import type { SendRequestArbitraryOptions } from './options';

/** Options of {@link invalidSendRequest}. @public */
export interface InvalidSendRequestOptions extends SendRequestArbitraryOptions {
  /**
   * The codes whose rules may be broken.
   * @defaultValue every code of ERROR_CODES
   */
  readonly codes?: readonly ErrorCode[];
}

/** A valid request with exactly one catalogue rule broken at a random place, and the one `{ code, param }` expected. @public */
export function invalidSendRequest(options: InvalidSendRequestOptions = {}): fc.Arbitrary<InvalidSendRequest> {
  const { codes = ERROR_CODES, ...rest } = options;
  if (codes.length === 0) throw new Error('@rcs-send/arbitraries: invalidSendRequest needs at least one code');
  return fc.oneof(...codes.map((code) => invalidSendRequestFor(code, rest)));
}
