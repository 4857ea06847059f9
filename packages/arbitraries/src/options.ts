import { LIMITS } from '@rcs-send/core';

/** Options of every valid arbitrary of this package. @public */
export interface SendRequestArbitraryOptions {
  /**
   * Bias lengths and counts to their maxima: 10 messages, 10 cards, 11 suggestions, max-length strings.
   * @defaultValue false
   */
  readonly atLimits?: boolean;
  /**
   * Write free text with multi-byte and astral characters (lengths still count code points).
   * @defaultValue false
   */
  readonly unicode?: boolean;
  /**
   * The clock every generated expirationDateTime is later than.
   * @defaultValue 2026-01-01T00:00:00Z
   */
  readonly now?: Date;
}

/** The defaults of {@link SendRequestArbitraryOptions}. @public */
export const sendRequestArbitraryDefaults: Readonly<Required<SendRequestArbitraryOptions>> = Object.freeze({
  atLimits: false,
  unicode: false,
  now: new Date('2026-01-01T00:00:00Z'),
});

/** Resolved options, plus the byte budget each generated message is fitted into. @internal */
export interface Settings extends Required<SendRequestArbitraryOptions> {
  /** Most UTF-8 bytes of one message's compact JSON. */
  readonly budget: number;
}

/** Resolves options against the defaults; an internal `budget` passes through. @internal */
export function settingsOf(options: SendRequestArbitraryOptions | Settings = {}): Settings {
  const budget = 'budget' in options ? options.budget : LIMITS.messageBytesMax;
  return {
    atLimits: options.atLimits ?? sendRequestArbitraryDefaults.atLimits,
    unicode: options.unicode ?? sendRequestArbitraryDefaults.unicode,
    now: options.now ?? sendRequestArbitraryDefaults.now,
    budget,
  };
}

/** The same settings without the bias to the limits: for small parts added by a mutation. @internal */
export function smallSettings(settings: Settings): Settings {
  return { ...settings, atLimits: false };
}
