import type { WebhookEvent } from '@rcs-send/service';

/** One event on its way: what is signed and sent on every attempt, and the attempt to make next. @internal */
export interface _LaneEvent {
  readonly id: string;
  readonly type: WebhookEvent['type'];
  readonly body: string;
  readonly url: string;
  readonly key: Buffer;
  /** The attempt to make next, from 1. */
  attempt: number;
}

/**
 * The events of one organization: those ready to be sent (fresh ones and retries whose wait is
 * over, in the order they became ready), the retries still waiting (each with what cancels its
 * timer), and the one being sent. A retry waits on its own: it holds back no other event.
 *
 * @internal
 */
export class _WebhookLane {
  /** Ready to be sent, oldest first. */
  readonly ready: _LaneEvent[] = [];
  /** Retries waiting for their time, with what cancels each one's timer. */
  private readonly waiting = new Map<_LaneEvent, () => void>();
  /** The event being sent, if any. */
  inFlight: _LaneEvent | undefined;

  /** Events held: ready, waiting and in flight. */
  get size(): number {
    return this.ready.length + this.waiting.size + (this.inFlight === undefined ? 0 : 1);
  }

  /** Holds `event` until `arm` calls back, then makes it ready and calls `onReady`; `arm` returns what cancels the wait. */
  wait(event: _LaneEvent, arm: (ready: () => void) => () => void, onReady: () => void): void {
    const cancel = arm(() => {
      this.waiting.delete(event);
      this.ready.push(event);
      onReady();
    });
    this.waiting.set(event, cancel);
  }

  /** Drops every event for `url` (ready or waiting); returns how many. */
  dropUrl(url: string): number {
    const kept = this.ready.filter((event) => event.url !== url);
    let dropped = this.ready.length - kept.length;
    this.ready.splice(0, this.ready.length, ...kept);
    for (const [event, cancel] of this.waiting) {
      if (event.url !== url) continue;
      cancel();
      this.waiting.delete(event);
      dropped++;
    }
    return dropped;
  }

  /** Cancels every wait and drops every event not in flight; returns how many. */
  dropAll(): number {
    for (const cancel of this.waiting.values()) cancel();
    const dropped = this.ready.length + this.waiting.size;
    this.ready.length = 0;
    this.waiting.clear();
    return dropped;
  }
}
