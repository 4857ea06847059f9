import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { _deadline } from './deadline';
import { _sleep } from './sleep';

const DAY = 86_400_000;

describe('waits longer than a Node timer (2^31 - 1 ms, about 24.8 days)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([24.9, 25, 50, 400])('_sleep(%d days) should resolve at that time, not before', async (days) => {
    let done = false;
    void _sleep(days * DAY).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(days * DAY - 1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });

  it.each([24.9, 25, 50, 400])('_deadline(%d days) should abort at that time with a TimeoutError, not before', async (days) => {
    const deadline = _deadline(days * DAY);
    await vi.advanceTimersByTimeAsync(days * DAY - 1);
    expect(deadline.signal.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(deadline.signal.aborted).toBe(true);
    expect((deadline.signal.reason as DOMException).name).toBe('TimeoutError');
  });

  it('should stop waiting when cleared or aborted, leaving no timer behind', async () => {
    const deadline = _deadline(400 * DAY);
    deadline.clear();
    const stop = new AbortController();
    const slept = _sleep(400 * DAY, stop.signal);
    stop.abort();
    await slept;
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(401 * DAY);
    expect(deadline.signal.aborted).toBe(false);
  });
});
