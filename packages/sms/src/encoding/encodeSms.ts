import { gsm7Septets, isGsm7 } from './gsm7Alphabet';
import { SMS_LIMITS } from './smsLimits';

/** How an SMS is encoded: GSM 7-bit (SMPP data_coding 0) or UCS-2 (data_coding 8). @public */
export type SmsEncoding = 'GSM7' | 'UCS2';

/** One segment of an SMS, as SMPP's short_message carries it. @public */
export interface SmsSegment {
  /** The part of the text this segment carries. */
  text: string;
  /** Its size: septets in GSM 7-bit, UTF-16 units in UCS-2. */
  units: number;
  /** The short_message octets: the concatenation header (when there are several segments), then the text. */
  userData: Uint8Array;
}

/** An SMS ready for SMPP: its encoding, the text as sent and its segments. @public */
export interface EncodedSms {
  /** GSM7 when every character of the text allows it, else UCS2. */
  encoding: SmsEncoding;
  /** SMPP data_coding: 0 (SMSC default alphabet, GSM 7-bit) or 8 (UCS-2). */
  dataCoding: 0 | 8;
  /** The text as sent: the text, or its head and the marker when it was cut. */
  text: string;
  /** True when the text was longer than `maxSegments` allow and was cut. */
  truncated: boolean;
  /** One or more segments; several carry a concatenation header (SMPP esm_class UDHI). */
  segments: SmsSegment[];
}

/** Options of {@link encodeSms}. @public */
export interface EncodeSmsOptions {
  /**
   * Most segments sent; a longer text is cut to fit, ending with the marker ("..." in GSM 7-bit, "…" in UCS-2). 1 to 255.
   * @defaultValue 6
   */
  maxSegments?: number;
  /** The concatenation reference shared by the segments (0 to 255): the sender numbers its long texts. @defaultValue 0 */
  reference?: number;
}

/** A character and its encoded octets: never split across segments. */
interface Atom {
  character: string;
  octets: readonly number[];
  units: number;
}

const MARKERS = { GSM7: '...', UCS2: '…' } as const;

function atomsOf(text: string, encoding: SmsEncoding): Atom[] {
  return [...text].map((character) => {
    if (encoding === 'GSM7') {
      const septets = gsm7Septets(character) ?? [];
      return { character, octets: septets, units: septets.length };
    }
    const octets: number[] = [];
    for (let index = 0; index < character.length; index += 1) {
      const unit = character.charCodeAt(index);
      octets.push(unit >> 8, unit & 0xff);
    }
    return { character, octets, units: character.length };
  });
}

/** Packs atoms greedily into chunks of at most `capacity` units, an atom never split. */
function pack(atoms: readonly Atom[], capacity: number): Atom[][] {
  const chunks: Atom[][] = [];
  let chunk: Atom[] = [];
  let used = 0;
  for (const atom of atoms) {
    if (used + atom.units > capacity) {
      chunks.push(chunk);
      chunk = [];
      used = 0;
    }
    chunk.push(atom);
    used += atom.units;
  }
  if (chunk.length > 0) chunks.push(chunk);
  return chunks;
}

/** The head of `atoms` that fits `capacity` units with the marker after it, then the marker. */
function cutWithMarker(atoms: readonly Atom[], capacity: number, marker: readonly Atom[]): Atom[] {
  const markerUnits = marker.reduce((sum, atom) => sum + atom.units, 0);
  const head: Atom[] = [];
  let used = 0;
  for (const atom of atoms) {
    if (used + atom.units + markerUnits > capacity) break;
    head.push(atom);
    used += atom.units;
  }
  return [...head, ...marker];
}

function segmentOf(chunk: readonly Atom[], header: readonly number[]): SmsSegment {
  return {
    text: chunk.map((atom) => atom.character).join(''),
    units: chunk.reduce((sum, atom) => sum + atom.units, 0),
    userData: Uint8Array.from([...header, ...chunk.flatMap((atom) => atom.octets)]),
  };
}

/**
 * Encodes an SMS text for SMPP: GSM 7-bit when every character allows it (an extension
 * character counts two septets), UCS-2 otherwise (a code point outside the BMP counts two
 * units); one segment up to 160 septets or 70 units, else parts of 153 or 67 with a
 * concatenation header (IEI 0x00, 8-bit reference), never splitting an escape or a surrogate
 * pair; a text beyond `maxSegments` is cut and ends with the marker.
 *
 * @throws RangeError when maxSegments is not an integer from 1 to 255 or reference not one from 0 to 255.
 * @public
 */
export function encodeSms(text: string, options: EncodeSmsOptions = {}): EncodedSms {
  const { maxSegments = SMS_LIMITS.defaultMaxSegments, reference = 0 } = options;
  if (!Number.isInteger(maxSegments) || maxSegments < 1 || maxSegments > SMS_LIMITS.highestMaxSegments)
    throw new RangeError(`maxSegments must be an integer from 1 to ${SMS_LIMITS.highestMaxSegments}`);
  if (!Number.isInteger(reference) || reference < 0 || reference > 255) throw new RangeError('reference must be an integer from 0 to 255');
  const encoding: SmsEncoding = isGsm7(text) ? 'GSM7' : 'UCS2';
  const single = encoding === 'GSM7' ? SMS_LIMITS.gsmSingleSeptets : SMS_LIMITS.ucs2SingleUnits;
  const part = encoding === 'GSM7' ? SMS_LIMITS.gsmPartSeptets : SMS_LIMITS.ucs2PartUnits;
  const atoms = atomsOf(text, encoding);
  let chunks = pack(atoms, single).length <= 1 ? [atoms] : pack(atoms, part);
  const truncated = chunks.length > maxSegments;
  if (truncated) {
    const marker = atomsOf(MARKERS[encoding], encoding);
    const kept = chunks.slice(0, maxSegments - 1);
    chunks = [...kept, cutWithMarker(atoms.slice(kept.flat().length), maxSegments === 1 ? single : part, marker)];
  }
  const dataCoding = encoding === 'GSM7' ? 0 : 8;
  if (chunks.length === 1) {
    const segment = segmentOf(chunks[0] ?? [], []);
    return { encoding, dataCoding, text: segment.text, truncated, segments: [segment] };
  }
  const segments = chunks.map((chunk, index) => segmentOf(chunk, [0x05, 0x00, 0x03, reference, chunks.length, index + 1]));
  return { encoding, dataCoding, text: segments.map((segment) => segment.text).join(''), truncated, segments };
}
