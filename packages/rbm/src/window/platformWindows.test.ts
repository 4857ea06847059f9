import { describe, expect, it } from 'vitest';
import type { AgentMessage } from '../types/agentMessage';
import { PLATFORM_WINDOW_MS } from './platformWindow';
import { agentMessageAt, platformWindowsOf, windowExpireTime } from './platformWindows';

const START = Date.parse('2026-01-01T00:00:00Z');
const DAY = 24 * 3600 * 1000;
const body = (expireTime?: string): AgentMessage => ({ contentMessage: { text: 'Hi' }, messageTrafficType: 'TRANSACTION', ...(expireTime === undefined ? {} : { expireTime }) });

describe('windowExpireTime', () => {
  it("should keep the message's own expireTime within the window, and give the window's end past it", () => {
    expect(windowExpireTime('2026-01-03T00:00:00Z', START + 2 * DAY, START)).toBe('2026-01-03T00:00:00Z');
    expect(windowExpireTime('2026-03-01T00:00:00Z', Date.parse('2026-03-01T00:00:00Z'), START)).toBe(new Date(START + PLATFORM_WINDOW_MS).toISOString());
    expect(windowExpireTime(undefined, Number.POSITIVE_INFINITY, START)).toBeUndefined();
  });
});

describe('agentMessageAt', () => {
  it('should give the body itself when its expiry fits the window, and a copy with the window end when not', () => {
    const near = body('2026-01-03T00:00:00Z');
    const far = body('2026-03-01T00:00:00Z');
    expect(agentMessageAt(near, START + 2 * DAY, START)).toBe(near);
    expect(agentMessageAt(body(), null, START)).toEqual(body());
    expect(agentMessageAt(far, Date.parse('2026-03-01T00:00:00Z'), START, 10 * DAY)).toEqual({ ...far, expireTime: '2026-01-11T00:00:00.000Z' });
    expect(far.expireTime).toBe('2026-03-01T00:00:00Z');
  });
});

describe('platformWindowsOf', () => {
  it('should list one window per stay, each handed over at the end of the previous one, the last with the own expireTime', () => {
    const expireTime = '2026-01-25T12:00:00Z';
    expect(platformWindowsOf(body(expireTime), Date.parse(expireTime), START, 10 * DAY)).toEqual([
      { handedOverAt: '2026-01-01T00:00:00.000Z', expireTime: '2026-01-11T00:00:00.000Z' },
      { handedOverAt: '2026-01-11T00:00:00.000Z', expireTime: '2026-01-21T00:00:00.000Z' },
      { handedOverAt: '2026-01-21T00:00:00.000Z', expireTime },
    ]);
  });

  it("should list nothing without an expiration, one window within it, and the first window's expireTime that agentMessageAt sends", () => {
    const expireTime = '2031-06-30T17:00:00Z';
    const windows = platformWindowsOf(body(expireTime), Date.parse(expireTime), START);
    expect(platformWindowsOf(body(), null, START)).toEqual([]);
    expect(platformWindowsOf(body('2026-01-02T00:00:00Z'), START + DAY, START)).toEqual([{ handedOverAt: '2026-01-01T00:00:00.000Z', expireTime: '2026-01-02T00:00:00Z' }]);
    expect(windows[0]?.expireTime).toBe(agentMessageAt(body(expireTime), Date.parse(expireTime), START).expireTime);
    expect(windows.at(-1)?.expireTime).toBe(expireTime);
    expect(windows.length).toBe(Math.ceil((Date.parse(expireTime) - START) / PLATFORM_WINDOW_MS));
  });
});
