// A delivery engine's state changes in a process of its own, to be killed: opens the store at
// argv[2], stores argv[3] messages of ORG, then moves each forward (SENT, DELIVERED, READ), ten
// messages at once. It prints `ready` once they are stored and `moved` each time a change
// resolved; it waits to be killed once every change is made.
import { writeSync } from 'node:fs';
import { openSqliteStore } from '../src/index';
import { accepted, ORG } from './messages';

const [path, count] = process.argv.slice(2);
const store = openSqliteStore({ path: path as string });
const messages = Array.from({ length: Number(count) }, () => accepted());
store.seedBalances({ [ORG]: messages.length });
const prefix = `${process.pid}-`;
await Promise.all(messages.map((message) => store.submit.submit({ ...message, id: prefix + message.id })));
writeSync(1, 'ready\n');
for (const [state, at] of [['SENT', '2026-01-15T10:00:01.000Z'], ['DELIVERED', '2026-01-15T10:00:02.000Z'], ['READ', '2026-01-15T10:00:03.000Z']] as const) {
  for (let i = 0; i < messages.length; i += 10) {
    await Promise.all(
      messages.slice(i, i + 10).map(async (message) => {
        await store.states.advance({ id: prefix + message.id, state, at });
        writeSync(1, 'moved\n'); // synchronous: a line printed is a change whose advance resolved, whenever the kill comes
      }),
    );
  }
}
setInterval(() => undefined, 1000);
