import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { SubmittedMessage } from '@rcs-send/service';
import { openOutbox } from './outboxPort';

const directory = mkdtempSync(join(tmpdir(), 'rcs-send-outbox-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));
const message = (id: string): SubmittedMessage => ({
  id,
  organizationId: '3b9d2f6e-1c4a-4e7b-9d8f-0a1b2c3d4e5f',
  principalId: 'p',
  index: 0,
  acceptedAt: '2026-01-15T09:00:00.000Z',
  message: { to: '351912345678', from: 'agent', contentMessage: { text: `line\nbreak ${id}` } },
});

describe('openOutbox', () => {
  it('should append one whole JSON line per message, concurrent submits included, and keep earlier lines', async () => {
    const path = join(directory, 'a.ndjson');
    const first = await openOutbox(path);
    await first.submit(message('m0'));
    await first.close();
    const outbox = await openOutbox(path);
    await Promise.all(Array.from({ length: 500 }, (_, i) => outbox.submit(message(`m${i + 1}`))));
    await outbox.close();
    const lines = readFileSync(path, 'utf8').split('\n');
    expect(lines.pop()).toBe('');
    expect(lines.map((line) => (JSON.parse(line) as SubmittedMessage).id)).toEqual(Array.from({ length: 501 }, (_, i) => `m${i}`));
  });

  it('should refuse submits once closed, and close only once', async () => {
    const outbox = await openOutbox(join(directory, 'b.ndjson'));
    await Promise.all([outbox.close(), outbox.close()]);
    await expect(outbox.submit(message('late'))).rejects.toThrow(/closed/);
  });

  it.skipIf(!existsSync('/dev/full'))('should reject every message of an append that fails, and keep failing cleanly', async () => {
    const outbox = await openOutbox('/dev/full');
    const results = await Promise.allSettled([outbox.submit(message('x')), outbox.submit(message('y'))]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    await expect(outbox.submit(message('z'))).rejects.toMatchObject({ code: 'ENOSPC' });
    await outbox.close();
  });
});
