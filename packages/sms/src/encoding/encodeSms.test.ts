import { describe, expect, it } from 'vitest';
import { encodeSms } from './encodeSms';

const header = (reference: number, total: number, index: number): number[] => [0x05, 0x00, 0x03, reference, total, index];
const unitsOf = (text: string, options = {}): number[] => encodeSms(text, options).segments.map((segment) => segment.units);

describe('encodeSms in GSM 7-bit', () => {
  it('should send 160 septets as one segment without a header, and 161 as two of 153 and 8', () => {
    const single = encodeSms('a'.repeat(160));
    expect([single.encoding, single.dataCoding, single.segments.length]).toEqual(['GSM7', 0, 1]);
    expect(single.segments[0]?.userData).toEqual(new Uint8Array(160).fill(0x61));
    const long = encodeSms('a'.repeat(161), { reference: 42 });
    expect(long.segments.map((segment) => segment.units)).toEqual([153, 8]);
    expect([...(long.segments[0]?.userData.slice(0, 6) ?? [])]).toEqual(header(42, 2, 1));
    expect([...(long.segments[1]?.userData ?? [])]).toEqual([...header(42, 2, 2), ...new Array<number>(8).fill(0x61)]);
  });

  it('should fill two parts with 306 septets and need a third for 307', () => {
    expect(unitsOf('b'.repeat(306))).toEqual([153, 153]);
    expect(unitsOf('b'.repeat(307))).toEqual([153, 153, 1]);
  });

  it('should count an extension character as two septets: 80 euro signs fit one segment, 80 and a letter do not', () => {
    expect(encodeSms('€'.repeat(80)).segments[0]?.userData.slice(0, 2)).toEqual(Uint8Array.from([0x1b, 0x65]));
    expect(unitsOf('€'.repeat(80))).toEqual([160]);
    expect(unitsOf(`${'€'.repeat(80)}a`)).toEqual([152, 9]);
  });

  it('should never split an escape: an extension character that would straddle the edge opens the next part', () => {
    const encoded = encodeSms(`${'a'.repeat(152)}{${'a'.repeat(10)}`);
    expect(encoded.segments.map((segment) => segment.text)).toEqual(['a'.repeat(152), `{${'a'.repeat(10)}`]);
    expect(encoded.segments[1]?.userData.slice(6, 8)).toEqual(Uint8Array.from([0x1b, 0x28]));
    expect(unitsOf(`${'a'.repeat(151)}{${'a'.repeat(10)}`)).toEqual([153, 10]);
  });

  it('should map the default alphabet by the codes of 3GPP TS 23.038', () => {
    const table: Array<[string, number]> = [['@', 0x00], ['$', 0x02], ['Ç', 0x09], ['\n', 0x0a], ['_', 0x11], ['Ξ', 0x1a], [' ', 0x20], ['¤', 0x24], ['0', 0x30], ['¡', 0x40], ['A', 0x41], ['§', 0x5f], ['¿', 0x60], ['a', 0x61], ['à', 0x7f]];
    expect([...(encodeSms(table.map(([character]) => character).join('')).segments[0]?.userData ?? [])]).toEqual(table.map(([, code]) => code));
  });
});

describe('encodeSms in UCS-2', () => {
  it('should choose UCS-2 for one character outside the GSM alphabets (ç, ESC, Cyrillic)', () => {
    for (const text of ['façade', 'a\u001bb', 'жаба']) expect(encodeSms(text).encoding, text).toBe('UCS2');
    expect(encodeSms('Façade'.replace('ç', 'Ç')).encoding).toBe('GSM7');
  });

  it('should send 70 units as one segment and 71 as two of 67 and 4, big-endian', () => {
    const single = encodeSms('ж'.repeat(70));
    expect([single.dataCoding, single.segments.length, single.segments[0]?.userData.length]).toEqual([8, 1, 140]);
    expect(single.segments[0]?.userData.slice(0, 2)).toEqual(Uint8Array.from([0x04, 0x36]));
    expect(unitsOf('ж'.repeat(71))).toEqual([67, 4]);
    expect(unitsOf('ж'.repeat(134))).toEqual([67, 67]);
    expect(unitsOf('ж'.repeat(135))).toEqual([67, 67, 1]);
  });

  it('should count a code point outside the BMP as two units and never split its surrogate pair', () => {
    expect(unitsOf('😀'.repeat(35))).toEqual([70]);
    expect(unitsOf(`${'😀'.repeat(35)}a`)).toEqual([66, 5]);
    const edge = encodeSms(`${'ж'.repeat(66)}😀жжж`);
    expect(edge.segments.map((segment) => segment.text)).toEqual(['ж'.repeat(66), '😀жжж']);
    expect(edge.segments[1]?.userData.slice(6, 10)).toEqual(Uint8Array.from([0xd8, 0x3d, 0xde, 0x00]));
  });
});

describe('encodeSms with a segment limit', () => {
  it('should keep a text that fills the limit exactly and cut one septet more, ending with "..."', () => {
    expect(encodeSms('c'.repeat(306), { maxSegments: 2 }).truncated).toBe(false);
    const cut = encodeSms('c'.repeat(307), { maxSegments: 2 });
    expect([cut.truncated, cut.segments.length, cut.text]).toEqual([true, 2, `${'c'.repeat(303)}...`]);
  });

  it('should cut to one whole segment of 160 septets when the limit is 1', () => {
    const cut = encodeSms('d'.repeat(161), { maxSegments: 1 });
    expect([cut.segments.length, cut.segments[0]?.units, cut.text]).toEqual([1, 160, `${'d'.repeat(157)}...`]);
    expect(encodeSms('d'.repeat(160), { maxSegments: 1 }).truncated).toBe(false);
  });

  it('should cut UCS-2 with "…" (one unit) and keep a surrogate pair whole before it', () => {
    expect(encodeSms('ж'.repeat(71), { maxSegments: 1 }).text).toBe(`${'ж'.repeat(69)}…`);
    expect(encodeSms(`${'ж'.repeat(68)}😀ж`, { maxSegments: 1 }).text).toBe(`${'ж'.repeat(68)}…`);
  });

  it('should cut at 6 segments by default', () => {
    expect(encodeSms('e'.repeat(153 * 6)).truncated).toBe(false);
    expect(encodeSms('e'.repeat(153 * 6 + 1)).segments.length).toBe(6);
  });

  it('should take a limit from 1 to 255 and a reference from 0 to 255, and refuse anything else', () => {
    expect(encodeSms('f'.repeat(153 * 255), { maxSegments: 255, reference: 255 }).segments).toHaveLength(255);
    for (const maxSegments of [0, 256, 1.5, Number.NaN]) expect(() => encodeSms('f', { maxSegments }), String(maxSegments)).toThrow(RangeError);
    for (const reference of [-1, 256, 0.5]) expect(() => encodeSms('f', { reference }), String(reference)).toThrow(RangeError);
  });

  it('should send an empty text as one empty GSM segment', () => {
    expect(encodeSms('')).toEqual({ encoding: 'GSM7', dataCoding: 0, text: '', truncated: false, segments: [{ text: '', units: 0, userData: new Uint8Array() }] });
  });
});
