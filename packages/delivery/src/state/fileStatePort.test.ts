import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openFileStatePort } from './fileStatePort';

const directory = mkdtempSync(join(tmpdir(), 'rcs-send-states-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

describe('openFileStatePort', () => {
  it('should record a final state once, read it back after a reopen, and cut a torn last line', async () => {
    const path = join(directory, 'states.ndjson');
    const states = await openFileStatePort(path);
    const results = await Promise.all([
      states.record({ id: 'a', state: 'SENT', attempts: 1, at: '2026-01-15T09:00:00.000Z' }),
      states.record({ id: 'a', state: 'EXPIRED', attempts: 1, at: '2026-01-15T09:00:01.000Z' }),
      states.record({ id: 'b', state: 'FAILED', attempts: 2, reason: 'NOT_FOUND', at: '2026-01-15T09:00:02.000Z' }),
    ]);
    expect(results).toEqual([true, false, true]);
    await states.close();
    appendFileSync(path, '{"id":"c","sta');
    const reopened = await openFileStatePort(path);
    expect(await reopened.get('a')).toMatchObject({ state: 'SENT' });
    expect(await reopened.get('b')).toMatchObject({ state: 'FAILED', reason: 'NOT_FOUND' });
    expect(await reopened.get('c')).toBeUndefined();
    expect(await reopened.record({ id: 'a', state: 'FAILED', attempts: 3, reason: 'x', at: '2026-01-15T09:00:03.000Z' })).toBe(false);
    await reopened.close();
    expect(readFileSync(path, 'utf8').split('\n').filter(Boolean)).toHaveLength(2);
  });
});
