import type { SmsEncoding } from '../encoding/encodeSms';

/** One SMS as the simulator received it, its segments put back together. @public */
export interface ReceivedSms {
  /** source_addr. */
  from: string;
  /** destination_addr. */
  to: string;
  /** The text, decoded by the SMPP library from data_coding and reassembled. */
  text: string;
  /** GSM7 for data_coding 0, UCS2 for 8. */
  encoding: SmsEncoding;
  /** How many segments carried it. */
  segments: number;
  /** The concatenation reference of its segments, when there were several. */
  reference: number | undefined;
  /** The validity_period, when one was set. */
  validUntil: Date | undefined;
  /** The message id answered to each segment, in segment order. */
  smscMessageIds: string[];
}

/** One accepted segment: its SMS's fields, and its place among the parts when concatenated. */
export interface ReceivedSegment {
  sms: Omit<ReceivedSms, 'text' | 'segments' | 'reference' | 'smscMessageIds'>;
  text: string;
  smscMessageId: string;
  /** The 8-bit concatenation header's reference, count and index (1-based), when there is one. */
  part: { reference: number; count: number; index: number } | undefined;
}

/** The most concatenated SMS waiting for parts at once; the oldest is dropped beyond it. */
const MOST_OPEN = 10_000;

/** Puts concatenated segments back together: each complete SMS goes to `complete`, once. */
export function createReassembly(complete: (sms: ReceivedSms) => void): (segment: ReceivedSegment) => void {
  const open = new Map<string, Array<ReceivedSegment | undefined>>();
  return (segment) => {
    const { sms, part } = segment;
    if (part === undefined) return complete({ ...sms, text: segment.text, segments: 1, reference: undefined, smscMessageIds: [segment.smscMessageId] });
    const key = `${sms.from}|${sms.to}|${part.reference}|${part.count}`;
    const parts = open.get(key) ?? new Array<ReceivedSegment | undefined>(part.count).fill(undefined);
    parts[part.index - 1] = segment;
    open.delete(key);
    if (parts.some((received) => received === undefined)) {
      open.set(key, parts);
      if (open.size > MOST_OPEN) open.delete(open.keys().next().value ?? '');
      return;
    }
    const all = parts as ReceivedSegment[];
    complete({ ...sms, text: all.map((received) => received.text).join(''), segments: part.count, reference: part.reference, smscMessageIds: all.map((received) => received.smscMessageId) });
  };
}

/** The 8-bit concatenation information element (IEI 0x00) among the UDH elements the SMPP library split off, if any. */
export function concatenationOf(elements: unknown): ReceivedSegment['part'] {
  if (!Array.isArray(elements)) return undefined;
  for (const element of elements as Uint8Array[]) {
    const [iei, length, reference, count, index] = element;
    if (iei === 0x00 && length === 3 && reference !== undefined && count !== undefined && index !== undefined && index >= 1 && index <= count)
      return { reference, count, index };
  }
  return undefined;
}
