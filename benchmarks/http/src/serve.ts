// One target in its own process (so that the load generator does not share its event loop):
// `tsx serve.ts <key>` listens on a free loopback port and prints it.
import type { AddressInfo } from 'node:net';
import { TARGETS } from './targets/index';

const target = TARGETS.find((candidate) => candidate.key === process.argv[2]);
if (target === undefined) throw new Error(`unknown target ${process.argv[2] ?? ''}`);
const server = target.build();
server.keepAliveTimeout = 30_000;
server.listen(0, '127.0.0.1', () => process.stdout.write(`${(server.address() as AddressInfo).port}\n`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
