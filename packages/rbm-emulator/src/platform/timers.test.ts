import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { _MAX_TIMEOUT_MS, _createTimers } from './timers';

const DAY = 86_400_000;

describe('_createTimers', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z') }));
  afterEach(() => vi.useRealTimers());

  it('should fire 400 days ahead exactly then, never asking setTimeout for more than 2^31-1 ms', () => {
    const setTimeoutSpy = vi.spyOn(globalThis, 'setTimeout');
    const fired: number[] = [];
    const atMs = Date.now() + 400 * DAY;
    _createTimers().at(atMs, () => fired.push(Date.now()));
    vi.advanceTimersByTime(400 * DAY - 1);
    expect(fired).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(fired).toEqual([atMs]);
    expect(setTimeoutSpy.mock.calls.length).toBeGreaterThan(16); // 400 days is 16.1 steps of 24.8 days
    for (const [, delay] of setTimeoutSpy.mock.calls) expect(delay).toBeLessThanOrEqual(_MAX_TIMEOUT_MS);
  });

  it('should fire a past instant on the next turn, not synchronously', () => {
    const fired: string[] = [];
    _createTimers().at(Date.now() - 1_000, () => fired.push('fired'));
    expect(fired).toEqual([]);
    vi.advanceTimersByTime(0);
    expect(fired).toEqual(['fired']);
  });

  it('should wait again when a step wakes before the instant (a clock set back)', () => {
    const fired: number[] = [];
    const atMs = Date.now() + 1_000;
    _createTimers().at(atMs, () => fired.push(Date.now()));
    vi.setSystemTime(Date.now() - 5_000);
    vi.advanceTimersByTime(1_000);
    expect(fired).toEqual([]);
    vi.advanceTimersByTime(5_000);
    expect(fired).toEqual([atMs]);
  });

  it('should cancel one timer, or all of them, midway through a long wait', () => {
    const timers = _createTimers();
    const fired: string[] = [];
    const cancel = timers.at(Date.now() + 60 * DAY, () => fired.push('one'));
    timers.at(Date.now() + 60 * DAY, () => fired.push('two'));
    timers.at(Date.now() + 30 * DAY, () => fired.push('three'));
    vi.advanceTimersByTime(30 * DAY);
    cancel();
    timers.clear();
    vi.advanceTimersByTime(60 * DAY);
    expect(fired).toEqual(['three']);
    expect(vi.getTimerCount()).toBe(0);
  });
});
