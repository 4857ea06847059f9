import { Cluster, type Command } from 'ioredis';

/**
 * An ioredis Cluster that refuses every command at once while the cluster is not ready (no
 * queue that would hold requests for as long as the cluster is down), yet lets a command wait
 * for a node connection still opening when the cluster is ready: there each command is bounded
 * by the node's `commandTimeout`, as on one Redis. (ioredis's own `enableOfflineQueue: false`
 * also refuses the commands sent to a node in its first milliseconds, so it cannot be used.)
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
}
