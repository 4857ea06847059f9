// A process whose last work is closing its store: opens the store at argv[2], closes it at once
// (as a server does whose port is taken), prints "closed", then has nothing left to do and ends.
import { writeSync } from 'node:fs';
import { openSqliteStore } from '../src/index';

const store = openSqliteStore({ path: process.argv[2] as string });
await store.close();
writeSync(1, 'closed\n');
