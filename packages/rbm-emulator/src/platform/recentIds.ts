/** Ids remembered up to a number, the oldest forgotten first. @internal */
export interface _RecentIds {
  /** True while `id` is remembered. */
  has(id: string): boolean;
  /** Remembers `id` (kept in its place when remembered already); past the capacity, forgets the oldest and hands it to `onForget`. */
  add(id: string): void;
  /** How many are remembered. */
  readonly size: number;
}

/**
 * A set of at most `capacity` ids, in the order first added: adding one more forgets the oldest
 * (told to `onForget`), so that what the emulator remembers stays bounded however long it runs.
 *
 * @internal
 */
export function _createRecentIds(capacity: number, onForget: (id: string) => void = () => undefined): _RecentIds {
  const ids = new Set<string>();
  return {
    has: (id) => ids.has(id),
    add(id) {
      ids.add(id);
      while (ids.size > capacity) {
        const oldest = ids.values().next().value as string;
        ids.delete(oldest);
        onForget(oldest);
      }
    },
    get size() {
      return ids.size;
    },
  };
}
