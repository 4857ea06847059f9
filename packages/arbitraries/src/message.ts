import type { ContentMessage, Message } from '@rcs-send/core';
import fc from 'fast-check';
import { contentMessage } from './contentMessage';
import { futureDateTime } from './dateTime';
import { fitToBytes } from './fit';
import { settingsOf, VALID_EXPIRATION_LEAD_DAYS, type SendRequestArbitraryOptions, type Settings } from './options';
import { compact } from './path';
import { msisdn } from './phone';
import { boundedText } from './text';

const fromMaxChars = 64;

/** A valid message around the given content, fitted within the settings' byte budget. @internal */
export function messageOf(settings: Settings, content: fc.Arbitrary<ContentMessage>): fc.Arbitrary<Message> {
  const expiration = futureDateTime(settings.now, VALID_EXPIRATION_LEAD_DAYS);
  return fc
    .tuple(
      msisdn(),
      boundedText(fromMaxChars, { ...settings, atLimits: false }),
      settings.atLimits ? expiration : fc.option(expiration, { nil: undefined }),
      content,
    )
    .map(([to, from, expirationDateTime, contentValue]) =>
      fitToBytes(compact({ to, from, expirationDateTime, contentMessage: contentValue }), settings.budget),
    );
}

/** A valid message (real MSISDN, sender, expirationDateTime more than VALID_EXPIRATION_LEAD_DAYS days after `now`, content) of at most LIMITS.messageBytesMax bytes. @public */
export function message(options?: SendRequestArbitraryOptions): fc.Arbitrary<Message> {
  const settings = settingsOf(options);
  return messageOf(settings, contentMessage({ ...settings, budget: Number.POSITIVE_INFINITY } as Settings));
}
