import { describe, expect, it } from 'vitest';
import { commitOf } from './git';
import { abTable, perRun } from './report';

const rows = [{ label: 'M (16.7 KB)', ref: [0.8, 0.78, 0.79, 0.77, 0.9], working: [0.56, 0.58, 0.57, 0.56, 0.6] }];

describe('abTable', () => {
  it('should give each core the median of its runs, their spread (highest - lowest) and the quotient of the medians', () => {
    const lines = abTable(rows, 'main').split('\n');
    expect(lines[0]).toBe('| payload | main: median | spread | working tree: median | spread | quotient (working tree / main) |');
    expect(lines[2]).toBe('| M (16.7 KB) | 0.79 | 0.13 | 0.57 | 0.04 | 0.72 |');
  });
});

describe('perRun', () => {
  it('should pair the two cores run by run', () => {
    expect(perRun(rows)).toBe('M (16.7 KB)      0.80/0.56  0.78/0.58  0.79/0.57  0.77/0.56  0.90/0.60');
  });
});

describe('commitOf', () => {
  it('should name the commit of a ref, and nothing for a name that is no commit', () => {
    expect(commitOf('HEAD', process.cwd())).toMatch(/^[0-9a-f]{40}$/);
    expect(commitOf('no-such-ref-anywhere', process.cwd())).toBeUndefined();
  });
});
