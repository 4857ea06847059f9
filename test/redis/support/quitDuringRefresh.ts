// A process whose last work is closing its Redis Cluster connection while the connection's
// periodic slots refresh is in flight (as after a failover, when a round waits for a node that
// went away): opens a connection to the cluster at argv[2], closes it from inside the first
// periodic round, prints "closed", then has nothing left to do and must end.
import { once } from 'node:events';
import { writeSync } from 'node:fs';
import { connectRedis } from '@rcs-send/redis';

const client = connectRedis(process.argv[2] as string);
await once(client, 'ready'); // the connecting refresh is over: the next ones are the periodic rounds
const closed = new Promise<void>((resolve) => {
  client.once('refresh', () => {
    // Still inside the round: it schedules its next round after this listener returns.
    void client
      .quit()
      .catch(() => client.disconnect())
      .then(() => resolve());
  });
});
await closed;
writeSync(1, 'closed\n');
