// A server's submissions in a process of its own, to be killed: opens the store at argv[2],
// seeds ORG with argv[3] units (where it has none), then submits requests of 1 to 3 messages
// as the service does (reserve, submit each, commit), several at once, until it is killed.
// It prints each message's id once that message's submit resolved, one per line.
import { writeSync } from 'node:fs';
import { openSqliteStore } from '../src/index';
import { accepted, ORG } from './messages';

const [path, units] = process.argv.slice(2);
const store = openSqliteStore({ path: path as string });
store.seedBalances({ [ORG]: Number(units) });
const prefix = `${process.pid}-`;

/** One request: reserve, submit its messages at once, commit those taken, release the rest. */
async function request(count: number): Promise<void> {
  const reservation = await store.balance.reserve(ORG, count);
  if (reservation === undefined) return;
  const messages = Array.from({ length: count }, () => accepted());
  const taken = await Promise.all(
    messages.map(async (message) => {
      const id = prefix + message.id;
      await store.submit.submit({ ...message, id });
      writeSync(1, `${id}\n`); // synchronous: an id printed is an id whose submit resolved, whenever the kill comes
      return 1;
    }),
  );
  await store.balance.commit(reservation, taken.length);
}

writeSync(1, 'ready\n');
for (let round = 0; ; round += 1) await Promise.all(Array.from({ length: 8 }, (_, i) => request(1 + ((round + i) % 3))));
