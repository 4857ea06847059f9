import { getEventListeners } from 'node:events';
import { describe, expect, it } from 'vitest';
import { _deadline } from './deadline';

describe('_deadline following a stop signal', () => {
  it('should abort with the stop signal’s reason, at once when it is already aborted', () => {
    const stop = new AbortController();
    const deadline = _deadline(60_000, stop.signal);
    expect(deadline.signal.aborted).toBe(false);
    stop.abort(new Error('stopping'));
    expect(deadline.signal.reason).toEqual(new Error('stopping'));
    expect(_deadline(Number.POSITIVE_INFINITY, stop.signal).signal.aborted).toBe(true);
  });

  it('should leave nothing on the stop signal once cleared, however many deadlines followed it', () => {
    const stop = new AbortController();
    for (let i = 0; i < 1000; i++) _deadline(i % 2 === 0 ? 60_000 : Number.POSITIVE_INFINITY, stop.signal).clear();
    expect(getEventListeners(stop.signal, 'abort')).toHaveLength(0);
    const cleared = _deadline(60_000, stop.signal);
    cleared.clear();
    stop.abort();
    expect(cleared.signal.aborted).toBe(false);
  });
});
