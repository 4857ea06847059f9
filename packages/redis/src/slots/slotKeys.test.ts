import { describe, expect, it } from 'vitest';
import { _slotKeys } from './slotKeys';

/** The hash tag of `key` as Redis Cluster reads it: from the first `{` to the first `}` after it, when not empty. */
const tagOf = (key: string): string => {
  const open = key.indexOf('{');
  const close = key.indexOf('}', open + 1);
  return open >= 0 && close > open + 1 ? key.slice(open + 1, close) : key;
};

describe('the keys of a slot', () => {
  it('should put every key of an organization under one hash tag, whatever its id holds', () => {
    for (const organizationId of ['3b9d2f6e-1c4a-4e7b-9d8f-0a1b2c3d4e5f', 'a}b', '{x}', '%7D', '']) {
      const keys = _slotKeys('rcs-send:').organization(organizationId);
      const all = [keys.state('m}1'), keys.events, keys.sequence, keys.eventKeys, keys.due, keys.queued, keys.attempts, keys.messages, keys.sweep, `${keys.statePrefix}x`];
      expect(new Set(all.map(tagOf)).size, organizationId).toBe(1);
    }
  });

  it('should never give two organizations, or two messages, one tag', () => {
    const keys = _slotKeys('p:');
    const organizations = ['a}b', 'a', 'a%7Db', 'a%b'].map((id) => tagOf(keys.organization(id).events));
    expect(new Set(organizations).size).toBe(4);
    const messages = ['m}1', 'm', 'm%7D1'].map((id) => tagOf(keys.message(id).home));
    expect(new Set(messages).size).toBe(3);
    expect(tagOf(keys.message('m}1').home)).toBe(tagOf(keys.message('m}1').state));
  });
});
