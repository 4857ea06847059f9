import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const benchmark = join(import.meta.dirname, '..', '..', 'benchmarks', 'sms');

describe('the SMS benchmark, briefly (no time asserted)', () => {
  it('should send every SMS of every text through the simulator in its own process and print one row per text', { timeout: 120_000 }, async () => {
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', '--conditions=@rcs-send/source', 'src/run.ts', '40', '5'], { cwd: benchmark });
    const rows = stdout.split('\n').filter((line) => /^\| [A-Z]/.test(line) && !line.startsWith('| text'));
    expect(rows.map((row) => row.split('|').slice(1, 4).map((cell) => cell.trim()))).toEqual([
      ['GSM 7-bit, 1 segment', 'GSM7', '1'],
      ['GSM 7-bit, 3 segments', 'GSM7', '3'],
      ['UCS-2, 1 segment', 'UCS2', '1'],
      ['UCS-2, 3 segments', 'UCS2', '3'],
    ]);
    for (const row of rows) expect(Number(row.split('|')[4])).toBeGreaterThan(0);
  });
});
