import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { _offsetTracker } from './offsetTracker';

describe('_offsetTracker', () => {
  it('should commit exactly the longest acknowledged prefix, whatever the order of acks, and persist its last value', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 30 }).chain((n) => fc.tuple(fc.constant(n), fc.shuffledSubarray(Array.from({ length: n }, (_, i) => i)))), async ([n, acked]) => {
        const written: number[] = [];
        const tracker = _offsetTracker(100, (offset) => Promise.resolve(void written.push(offset)));
        for (let i = 0; i < n; i++) tracker.add(100 + i * 10, 110 + i * 10);
        for (const i of acked) await tracker.ack(110 + i * 10);
        await tracker.flush();
        let prefix = 0;
        while (acked.includes(prefix)) prefix++;
        expect(tracker.committed).toBe(100 + prefix * 10);
        expect(written.at(-1) ?? 100).toBe(tracker.committed);
        expect([...written].sort((a, b) => a - b)).toEqual(written);
      }),
    );
  });
});
