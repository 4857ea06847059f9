/** An SMPP address with its type of number (TON) and numbering plan (NPI). */
export interface SmppAddress {
  /** The address as SMPP carries it: digits without a plus, or the alphanumeric id. */
  addr: string;
  /** Type of number: 1 international, 3 network specific (short code), 5 alphanumeric. */
  ton: 1 | 3 | 5;
  /** Numbering plan: 1 E.164, 0 unknown. */
  npi: 0 | 1;
}

const INTERNATIONAL = /^\+?([1-9]\d{7,14})$/;
const SHORT_CODE = /^\d{3,7}$/;
const ALPHANUMERIC = /^[A-Za-z0-9 ._-]{1,11}$/;

/** A recipient MSISDN (8 to 15 digits, country code first, a plus allowed) as an international E.164 address, or undefined. */
export function recipientAddress(msisdn: string): SmppAddress | undefined {
  const digits = INTERNATIONAL.exec(msisdn)?.[1];
  return digits === undefined ? undefined : { addr: digits, ton: 1, npi: 1 };
}

/**
 * The SMPP address of an SMS sender: an international number (8 to 15 digits, TON 1 NPI 1), a
 * short code (3 to 7 digits, TON 3 NPI 0) or an alphanumeric id (1 to 11 letters, digits, space,
 * dot, dash or underscore with a letter among them, TON 5 NPI 0); undefined for anything else.
 */
export function senderAddress(sender: string): SmppAddress | undefined {
  if (SHORT_CODE.test(sender)) return { addr: sender, ton: 3, npi: 0 };
  const international = recipientAddress(sender);
  if (international !== undefined) return international;
  return ALPHANUMERIC.test(sender) && /[A-Za-z]/.test(sender) ? { addr: sender, ton: 5, npi: 0 } : undefined;
}
