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
   * The clock of generation: every valid expirationDateTime is more than
   * {@link VALID_EXPIRATION_LEAD_DAYS} days after it; expired ones are at or before it.
   * Give it for runs that are reproducible from their seed.
   * @defaultValue the real clock, read when the arbitrary is built
   */
  readonly now?: Date;
}

/**
 * Days a generated valid expirationDateTime stays in the future after `now`: a saved corpus
 * of valid requests is still valid when replayed up to this many days after generation.
 * @public
 */
export const VALID_EXPIRATION_LEAD_DAYS = 30;

/** The defaults of {@link SendRequestArbitraryOptions} but `now`, which is the real clock. @public */
export const sendRequestArbitraryDefaults: Readonly<Required<Omit<SendRequestArbitraryOptions, 'now'>>> = Object.freeze({
  atLimits: false,
  unicode: false,
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
    now: options.now ?? new Date(),
    budget,
  };
}

/** The same settings without the bias to the limits: for small parts added by a mutation. @internal */
export function smallSettings(settings: Settings): Settings {
  return { ...settings, atLimits: false };
}
