import { _issue } from '../catalogue/issue';
import { _applyProfileToMessage } from '../profile/applyProfile';
import type { IssueCodeOf, ValidateOptions } from '../types/options';
import type { MessageResult } from '../types/result';
import { _paramOf, _settings } from './context';
import { _validateMessageAt } from './message';
import { _nowMs } from './validateSendRequest';

/** Options of {@link validateMessage}. @public */
export interface ValidateMessageOptions extends ValidateOptions {
  /**
   * The message's index in `messages`, used in every `param`: a whole number from 0; anything
   * else (negative, fractional, NaN) reads as 0.
   * @defaultValue 0
   */
  index?: number;
}

/** The `index` option as a position in `messages`, or the default 0 when it is none or cannot be read. */
function messageIndex(options: ValidateMessageOptions | undefined): number {
  try {
    const index: unknown = options?.index;
    return typeof index === 'number' && Number.isSafeInteger(index) && index >= 0 ? index : 0;
  } catch {
    return 0;
  }
}

/**
 * Validates and canonicalises one message on its own, exactly as inside a request at
 * `messages[index]`, with any `profile` (but its maxMessages) and `rules`. Never throws and never
 * mutates `input`.
 *
 * @param input - one element of `messages`
 * @public
 */
export function validateMessage<Options extends ValidateMessageOptions = Record<never, never>>(
  input: unknown,
  options?: Options,
): MessageResult<IssueCodeOf<Options>> {
  const index = messageIndex(options);
  try {
    const nowMs = _nowMs(options);
    const result = _validateMessageAt(input, index, _settings(nowMs));
    if (options?.profile === undefined && options?.rules === undefined) return result as MessageResult<IssueCodeOf<Options>>;
    return _applyProfileToMessage(result, options, nowMs) as MessageResult<IssueCodeOf<Options>>;
  } catch {
    return { index, ok: false, issues: [_issue('FIELD_UNREADABLE', _paramOf(index, []))] } as MessageResult<IssueCodeOf<Options>>;
  }
}
