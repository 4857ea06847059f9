/** What a start has opened so far, to be closed last first. @internal */
export interface _OpenedResources {
  /** Records that `value` was opened and how to close it; returns `value`. */
  add<T>(value: T, close: (value: T) => Promise<unknown> | unknown): T;
  /** Closes everything recorded, the last opened first, each once; rejects with the first failure once all were tried. */
  closeAll(): Promise<void>;
}

/**
 * A stack of what a start opened (the database, connections, listening servers, workers), closed
 * in reverse order by a clean shutdown, or by {@link _closingOnFailure} when a later step of the
 * start fails: no start needs a rollback of its own.
 *
 * @internal
 */
export function _openedResources(): _OpenedResources {
  const closers: Array<() => Promise<unknown> | unknown> = [];
  return {
    add(value, close) {
      closers.push(() => close(value));
      return value;
    },
    async closeAll() {
      const failures: unknown[] = [];
      for (let close = closers.pop(); close !== undefined; close = closers.pop()) {
        try {
          await close();
        } catch (error) {
          failures.push(error);
        }
      }
      if (failures.length > 0) throw failures[0];
    },
  };
}

/**
 * Runs `start`, which records what it opens in `opened`; when it throws, closes all of that
 * (a failure to close is dropped) and rethrows the start's own error.
 *
 * @internal
 */
export async function _closingOnFailure<T>(opened: _OpenedResources, start: () => Promise<T>): Promise<T> {
  try {
    return await start();
  } catch (error) {
    await opened.closeAll().catch(() => undefined);
    throw error;
  }
}
