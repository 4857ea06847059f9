import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { openFileStatePort } from './fileStatePort';

const directory = mkdtempSync(join(tmpdir(), 'rcs-send-states-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

describe('openFileStatePort', () => {
  it('should apply only forward changes, read them back after a reopen, and cut a torn last line', async () => {
    const path = join(directory, 'states.ndjson');
    const states = await openFileStatePort(path);
    const results = await Promise.all([
      states.advance({ id: 'a', state: 'SENT', attempts: 1, at: '2026-01-15T09:00:00.000Z' }),
      states.advance({ id: 'a', state: 'FAILED', attempts: 1, at: '2026-01-15T09:00:01.000Z' }),
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

  it('should write ACCEPTED without an fsync of its own, and fsync it with the next change of any other state', async () => {
    const path = join(directory, 'accepted.ndjson');
    const probe = await open(path, 'a');
    const datasync = vi.spyOn(Object.getPrototypeOf(probe) as { datasync(): Promise<void> }, 'datasync');
    await probe.close();
    try {
      const states = await openFileStatePort(path);
      const organizationId = '3b9d2f6e-1c4a-4e7b-9d8f-0a1b2c3d4e5f';
      await Promise.all(['a', 'b'].map((id) => states.advance({ id, state: 'ACCEPTED', at: '2026-01-15T09:00:00.000Z', organizationId })));
      expect(datasync).not.toHaveBeenCalled();
      expect(await states.get('a')).toMatchObject({ state: 'ACCEPTED', organizationId });
      await states.advance({ id: 'a', state: 'SENT', attempts: 1, at: '2026-01-15T09:00:01.000Z' });
      expect(datasync).toHaveBeenCalledTimes(1);
      await states.close();
      const reopened = await openFileStatePort(path);
      expect(await reopened.get('a')).toMatchObject({ state: 'SENT', organizationId, history: [{ state: 'ACCEPTED' }, { state: 'SENT' }] });
      expect(await reopened.get('b')).toMatchObject({ state: 'ACCEPTED', organizationId });
      await reopened.close();
    } finally {
      datasync.mockRestore();
    }
  });
});
