import { _issue } from '../catalogue/issue';
import type { MessageResult, ValidateOptions } from '../types/result';
import { _settings } from './context';
import { _validateMessageAt } from './message';
import { _nowMs } from './validateSendRequest';

/** Options of {@link validateMessage}. @public */
export interface ValidateMessageOptions extends ValidateOptions {
  /**
   * The message's index in `messages`, used in every `param`.
   * @defaultValue 0
   */
  index?: number;
}

/**
 * Validates and canonicalises one message on its own, exactly as inside a request at
 * `messages[index]`. Never throws and never mutates `input`.
 *
 * @param input - one element of `messages`
 * @public
 */
export function validateMessage(input: unknown, options?: ValidateMessageOptions): MessageResult {
  const index = options?.index ?? 0;
  try {
    return _validateMessageAt(input, index, _settings(_nowMs(options)));
  } catch {
    return { index, ok: false, issues: [_issue('FIELD_UNREADABLE', `messages[${index}]`)] };
  }
}
