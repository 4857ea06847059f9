import { describe, expect, it } from 'vitest';
import { _webhookScheduleOf } from './webhookScheduleSetting';

describe('RCS_SEND_WEBHOOK_SCHEDULE', () => {
  it('should read waits in ms, s, m and h, none when empty, and the engine\'s own when unset', () => {
    expect(_webhookScheduleOf({ RCS_SEND_WEBHOOK_SCHEDULE: '250ms, 5s,5m,2h' })).toEqual([250, 5000, 300_000, 7_200_000]);
    expect(_webhookScheduleOf({ RCS_SEND_WEBHOOK_SCHEDULE: '' })).toEqual([]);
    expect(_webhookScheduleOf({})).toBeUndefined();
    expect(_webhookScheduleOf({ RCS_SEND_WEBHOOK_SCHEDULE: '24h' })).toEqual([86_400_000]);
    expect(_webhookScheduleOf({ RCS_SEND_WEBHOOK_SCHEDULE: Array.from({ length: 20 }, () => '1s').join(',') })).toHaveLength(20);
  });

  it('should refuse a wait without its unit, negative, fractional, past 24 h, or more than 20 waits, naming the variable', () => {
    for (const text of ['5', '-5s', '1.5s', '5 s', '5d', '24h,1441m', ',5s', 'soon'])
      expect(() => _webhookScheduleOf({ RCS_SEND_WEBHOOK_SCHEDULE: text }), text).toThrow(/^RCS_SEND_WEBHOOK_SCHEDULE must list waits/);
    expect(() => _webhookScheduleOf({ RCS_SEND_WEBHOOK_SCHEDULE: Array.from({ length: 21 }, () => '1s').join(',') })).toThrow('at most 20 waits');
  });
});
