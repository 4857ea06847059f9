import { describe, expect, it } from 'vitest';
import { _createRecentIds } from './recentIds';

describe('the recent ids', () => {
  it('should remember exactly its capacity, forgetting the oldest first and telling whom it forgot', () => {
    const forgotten: string[] = [];
    const ids = _createRecentIds(3, (id) => forgotten.push(id));
    for (const id of ['a', 'b', 'c']) ids.add(id);
    expect([ids.size, ['a', 'b', 'c'].map((id) => ids.has(id)), forgotten]).toEqual([3, [true, true, true], []]);
    ids.add('d');
    expect([ids.size, ids.has('a'), ids.has('d'), forgotten]).toEqual([3, false, true, ['a']]);
  });

  it('should keep an id added again in its place, not count it twice', () => {
    const ids = _createRecentIds(2);
    ids.add('a');
    ids.add('b');
    ids.add('a');
    expect([ids.size, ids.has('a'), ids.has('b')]).toEqual([2, true, true]);
    ids.add('c');
    expect([ids.has('a'), ids.has('b'), ids.has('c')]).toEqual([false, true, true]);
  });
});
