import { describe, expect, it } from 'vitest';
import { _abortableSleep } from './abortableSleep';

describe('_abortableSleep', () => {
  it('should wait its seconds without a signal', async () => {
    const started = performance.now();
    await _abortableSleep(0.02, undefined);
    expect(performance.now() - started).toBeGreaterThanOrEqual(15);
  });

  it('should reject with the reason as soon as the signal aborts, and at once when it already has', async () => {
    const controller = new AbortController();
    const started = performance.now();
    const waiting = _abortableSleep(30, controller.signal);
    controller.abort(new Error('stop'));
    await expect(waiting).rejects.toThrow('stop');
    expect(performance.now() - started).toBeLessThan(1000);
    await expect(_abortableSleep(30, controller.signal)).rejects.toThrow('stop');
  });
});
