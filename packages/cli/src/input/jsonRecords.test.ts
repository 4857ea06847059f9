import { Readable } from 'node:stream';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonRecords, type JsonRecord } from './jsonRecords';

const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/** The records of `bytes`, fed to the reader in chunks cut at `cuts` (any byte, mid-character included). */
async function recordsOf(bytes: Buffer, cuts: readonly number[] = []): Promise<JsonRecord[]> {
  const ends = [...new Set(cuts.map((cut) => cut % (bytes.length + 1)))].sort((a, b) => a - b);
  const chunks = [...ends, bytes.length].map((end, i) => bytes.subarray(i === 0 ? 0 : (ends[i - 1] ?? 0), end)).filter((chunk) => chunk.length > 0);
  const records: JsonRecord[] = [];
  for await (const record of jsonRecords(Readable.from(chunks))) records.push(record);
  return records;
}

describe('jsonRecords', () => {
  it('should read every line of UTF-8 NDJSON as its value, whatever the chunks, a BOM or CRLF', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.dictionary(fc.string(), fc.string({ unit: 'grapheme' })), { minLength: 1, maxLength: 5 }), fc.boolean(), fc.boolean(), fc.array(fc.nat()), async (values, bom, crlf, cuts) => {
        // Arrange
        const text = values.map((value) => JSON.stringify(value)).join(crlf ? '\r\n' : '\n');
        // Act
        const records = await recordsOf(Buffer.concat([bom ? BOM : Buffer.alloc(0), Buffer.from(text, 'utf8')]), cuts);
        // Assert
        expect(records).toEqual(values.map((value, i) => ({ line: i + 1, value })));
      }),
    );
  });

  it('should drop a BOM before a JSON document, as the service does', async () => {
    const records = await recordsOf(Buffer.concat([BOM, Buffer.from('{\n  "a": "olá"\n}\n')]));
    expect(records).toEqual([{ line: 1, value: { a: 'olá' } }]);
  });

  it('should refuse a BOM that does not open the input', async () => {
    const records = await recordsOf(Buffer.concat([Buffer.from('{"a":1}\n'), BOM, Buffer.from('{"a":2}\n')]));
    expect(records[1]).toMatchObject({ line: 2, column: 1, error: expect.stringMatching(/^malformed JSON/) });
  });

  it('should report a line that is not UTF-8 at its first bad byte, never read it with U+FFFD, and read the lines after it', async () => {
    // Latin-1 'á' (0xE1) where UTF-8 has C3 A1
    const records = await recordsOf(Buffer.concat([Buffer.from('{"text":"Ol'), Buffer.from([0xe1]), Buffer.from('"}\n{"text":"ok"}\n')]), [11, 12]);
    expect(records).toEqual([
      { line: 1, column: 12, error: 'malformed JSON: not UTF-8 text (JSON is exchanged as UTF-8: save the input as UTF-8)' },
      { line: 2, value: { text: 'ok' } },
    ]);
  });

  it('should make a whole JSON document unusable when one of its lines is not UTF-8', async () => {
    const records = await recordsOf(Buffer.concat([Buffer.from('{\n  "text": "'), Buffer.from([0xff]), Buffer.from('"\n}\n')]));
    expect(records).toEqual([{ line: 2, column: 12, error: expect.stringMatching(/not UTF-8/) }]);
  });
});
