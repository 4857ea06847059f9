/** The lines handed out and not yet passed by the committed offset, and the offset's persistence. @internal */
export interface _OffsetTracker {
  /** The offset every line before which is acknowledged. */
  readonly committed: number;
  /** A line handed out: from `start` to `end` (its newline included). */
  add(start: number, end: number): void;
  /** Acknowledges the line ending at `end`; resolves once the offset it allows is persisted. */
  ack(end: number): Promise<void>;
  /** Waits until the last committed offset is persisted. */
  flush(): Promise<void>;
}

/**
 * Tracks acknowledged lines out of order and advances the committed offset over the
 * acknowledged prefix only. Writes are coalesced: one in flight, the latest offset next.
 *
 * @internal
 */
export function _offsetTracker(initial: number, persist: (offset: number) => Promise<void>): _OffsetTracker {
  const open: { end: number; done: boolean }[] = [];
  const byEnd = new Map<number, { end: number; done: boolean }>();
  let committed = initial;
  let persisted = initial;
  let writing: Promise<void> | undefined;
  const write = (): Promise<void> => {
    if (writing === undefined && persisted !== committed) {
      writing = (async () => {
        try {
          while (persisted !== committed) {
            const offset = committed;
            await persist(offset);
            persisted = offset;
          }
        } finally {
          writing = undefined;
        }
      })();
    }
    return writing ?? Promise.resolve();
  };
  return {
    get committed() {
      return committed;
    },
    add(start, end) {
      if (start < committed) return;
      const line = { end, done: false };
      open.push(line);
      byEnd.set(end, line);
    },
    ack(end) {
      const line = byEnd.get(end);
      if (line === undefined) return Promise.resolve();
      line.done = true;
      byEnd.delete(end);
      let head = 0;
      while (head < open.length && open[head]?.done === true) committed = open[head++]?.end ?? committed;
      open.splice(0, head);
      return write();
    },
    async flush() {
      while (writing !== undefined) await writing;
      await write();
    },
  };
}
