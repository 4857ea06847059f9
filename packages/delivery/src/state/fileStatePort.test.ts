import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openFileStatePort } from './fileStatePort';

const directory = mkdtempSync(join(tmpdir(), 'rcs-send-states-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

describe('openFileStatePort', () => {
  it('should apply only forward changes, read them back after a reopen, and cut a torn last line', async () => {
    const path = join(directory, 'states.ndjson');
    const states = await openFileStatePort(path);
    const results = await Promise.all([
      states.advance({ id: 'a', state: 'SENT', attempts: 1, at: '2026-01-15T09:00:00.000Z' }),
      states.advance({ id: 'a', state: 'EXPIRED', attempts: 1, at: '2026-01-15T09:00:01.000Z' }),
      states.advance({ id: 'b', state: 'FAILED', attempts: 2, reason: 'NOT_FOUND', at: '2026-01-15T09:00:02.000Z' }),
    ]);
    expect(results.map((status) => status?.state)).toEqual(['SENT', undefined, 'FAILED']);
    await states.close();
    appendFileSync(path, '{"id":"c","sta');
    const reopened = await openFileStatePort(path);
    expect(await reopened.get('a')).toMatchObject({ state: 'SENT' });
    expect(await reopened.get('b')).toMatchObject({ state: 'FAILED', reason: 'NOT_FOUND' });
    expect(await reopened.get('c')).toBeUndefined();
    expect(await reopened.advance({ id: 'a', state: 'FAILED', attempts: 3, reason: 'x', at: '2026-01-15T09:00:03.000Z' })).toBeUndefined();
    expect(await reopened.advance({ id: 'a', state: 'READ', at: '2026-01-15T09:00:04.000Z' })).toMatchObject({ state: 'READ', attempts: 1, history: [{ state: 'SENT' }, { state: 'READ' }] });
    await reopened.close();
    expect(readFileSync(path, 'utf8').split('\n').filter(Boolean)).toHaveLength(3);
  });
});
