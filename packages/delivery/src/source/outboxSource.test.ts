import { appendFileSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openOutboxSource } from './outboxSource';

const directory = mkdtempSync(join(tmpdir(), 'rcs-send-outbox-source-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));
const line = (id: string): string => `${JSON.stringify({ id, organizationId: 'o', principalId: 'p', index: 0, acceptedAt: '2026-01-15T09:00:00Z', message: { to: '1', from: 'a', contentMessage: { text: id } } })}\n`;

describe('openOutboxSource', () => {
  it('should hand out whole lines only, skip lines that are not messages, and resume after the acknowledged prefix', async () => {
    const path = join(directory, 'a.ndjson');
    writeFileSync(path, `${line('m1')}not json\n${line('m2')}${line('m3').slice(0, 20)}`);
    const skipped: number[] = [];
    const first = await openOutboxSource({ path, pollMs: 1, onSkippedLine: (offset) => skipped.push(offset) });
    const entries = await first.read(10);
    expect(entries.map((entry) => entry.message.id)).toEqual(['m1', 'm2']);
    expect(skipped).toEqual([line('m1').length]);
    await first.ack(entries[1]?.ackId ?? '');
    await first.close();
    expect(existsSync(`${path}.offset`)).toBe(false); // m1 is not acknowledged: the offset cannot pass it

    appendFileSync(path, line('m3').slice(20));
    const second = await openOutboxSource({ path, pollMs: 1 });
    const again = await second.read(2);
    expect(again.map((entry) => entry.message.id)).toEqual(['m1', 'm2']);
    await second.ack(again[0]?.ackId ?? '');
    await second.ack(again[1]?.ackId ?? '');
    expect((await second.read(10)).map((entry) => entry.message.id)).toEqual(['m3']);
    await second.close();

    const third = await openOutboxSource({ path, pollMs: 1 });
    expect((await third.read(10)).map((entry) => entry.message.id)).toEqual(['m3']);
    await third.close();
  });

  it('should read a line longer than its buffer', async () => {
    const path = join(directory, 'b.ndjson');
    const long = line('x'.repeat(3 * 1024 * 1024));
    writeFileSync(path, long + line('after'));
    const source = await openOutboxSource({ path, pollMs: 1 });
    let ids: string[] = [];
    for (let i = 0; i < 5 && ids.length < 2; i++) ids = [...ids, ...(await source.read(10)).map((entry) => entry.message.id)];
    expect(ids.map((id) => id.length)).toEqual([3 * 1024 * 1024, 5]);
    await source.close();
  });
});
