import { Cluster, type Callback, type ClusterStatus, type Command } from 'ioredis';

/** The statuses of a cluster that `quit()` or `disconnect()` is closing or has closed. */
const CLOSING: ReadonlySet<ClusterStatus> = new Set(['disconnecting', 'close', 'end']);

/**
 * An ioredis Cluster that refuses every command at once while the cluster is not ready (no
 * queue that would hold requests for as long as the cluster is down), yet lets a command wait
 * for a node connection still opening when the cluster is ready: there each command is bounded
 * by the node's `commandTimeout`, as on one Redis. (ioredis's own `enableOfflineQueue: false`
 * also refuses the commands sent to a node in its first milliseconds, so it cannot be used.)
 * And a cluster being closed starts no slots refresh, so that its process can end.
 *
 * @internal
 */
export class _FailFastCluster extends Cluster {
  /** Refuses `command` unless the cluster is ready (its own `CLUSTER` commands excepted: they make it ready). */
  override sendCommand(command: Command, stream?: Parameters<Cluster['sendCommand']>[1], node?: unknown): unknown {
    if (this.status !== 'ready' && command.name !== 'cluster') {
      command.reject(new Error("Cluster isn't ready"));
      return command.promise;
    }
    return super.sendCommand(command, stream, node);
  }

  /**
   * Starts no slots refresh once the cluster is being closed. ioredis's periodic refresh
   * (`slotsRefreshInterval`) schedules its next round when a round ends: a round in flight as
   * `quit()` is called ends after it, finds no node left, and would schedule the next one every
   * interval forever, keeping the process from ending after a graceful stop (seen after a
   * failover, when a round waits for a node that went away). Here that next round does nothing,
   * and the chain stops.
   */
  override refreshSlotsCache(callback?: Callback<void>): void {
    if (CLOSING.has(this.status)) return;
    super.refreshSlotsCache(callback);
  }
}
