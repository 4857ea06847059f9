import type { Message } from '@rcs-send/core';
import { _jsonBytes } from '../check/size';
import { RBM_LIMITS } from '../limits';
import { _compareToMs, _readDateTime } from '../time/dateTimeText';
import { _toAgentMessageBody, type ToAgentMessageOptions } from '../to/toAgentMessage';
import { _warning, type RbmWarning } from './catalogue';
import { _contentInfoWarnings, _richCardWarnings, _suggestionWarnings } from './cardWarnings';

/** Options of {@link rbmWarnings}; the translation's options change what it sends, so they count too. @public */
export interface RbmWarningsOptions extends Pick<ToAgentMessageOptions, 'messageTrafficType' | 'defaultMediaHeight'> {
  /**
   * The message's index in `messages`, used in every `param`.
   * @defaultValue 0
   */
  index?: number;
  /**
   * The clock the 15-day retention is counted from.
   * @defaultValue the current time
   */
  now?: Date;
  /**
   * Country calling codes of the recipients RBM offers PDF in rich cards to.
   * @defaultValue ['91'] (India)
   */
  pdfCardCallingCodes?: readonly string[];
}

/** The default of {@link RbmWarningsOptions.pdfCardCallingCodes}. @public */
export const PDF_CARD_CALLING_CODES: readonly string[] = Object.freeze(['91']);

function expirationWarnings(message: Message, path: string, nowMs: number, warnings: RbmWarning[]): void {
  const instant = message.expirationDateTime === undefined ? undefined : _readDateTime(message.expirationDateTime);
  if (instant !== undefined && _compareToMs(instant, nowMs + RBM_LIMITS.expirationMaxAheadMs) > 0)
    warnings.push(_warning('EXPIRATION_BEYOND_RETENTION', `${path}.expirationDateTime`));
}

/**
 * What of a valid canonical message RBM will ignore, render otherwise or refuse, in document
 * order (expiration, content, size last). Warnings are data, never errors; zero I/O; never
 * throws on a valid message; never mutates it.
 *
 * @public
 */
export function rbmWarnings(message: Message, options: RbmWarningsOptions = {}): RbmWarning[] {
  const path = `messages[${options.index ?? 0}]`;
  const warnings: RbmWarning[] = [];
  expirationWarnings(message, path, (options.now ?? new Date()).getTime(), warnings);
  const content = message.contentMessage;
  const at = `${path}.contentMessage`;
  if ('text' in content) _suggestionWarnings(content.suggestions, at, warnings);
  else if ('contentInfo' in content) _contentInfoWarnings(content.contentInfo, `${at}.contentInfo`, warnings);
  else {
    const settings = { to: message.to, pdfCardCallingCodes: options.pdfCardCallingCodes ?? PDF_CARD_CALLING_CODES };
    _richCardWarnings(content.richCard, `${at}.richCard`, settings, warnings);
  }
  if (_jsonBytes(_toAgentMessageBody(message, options)) > RBM_LIMITS.bodyBytesMax) warnings.push(_warning('BODY_TOO_LARGE', path));
  return warnings;
}
