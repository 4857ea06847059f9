// The server whose memory is watched, in its own process: the service's node:http bridge on
// the counting service, on a free loopback port. It prints one JSON line with its port, then a
// memory sample every second, and one more after a full GC each time a line "gc" arrives on
// its standard input. SIGTERM closes it.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createInterface } from 'node:readline';
import { createNodeListener } from '@rcs-send/service';
import { countingService } from '../countingService';
import { collectGarbage } from '../gc';

const { service, submitted } = countingService();
const server = createServer(createNodeListener(service));
server.keepAliveTimeout = 30_000;
const started = Date.now();

/** Prints one memory sample as a JSON line. */
function sample(afterGc: boolean): void {
  const { rss, heapUsed, heapTotal, external } = process.memoryUsage();
  process.stdout.write(`${JSON.stringify({ seconds: (Date.now() - started) / 1000, rss, heapUsed, heapTotal, external, submitted: submitted(), afterGc })}\n`);
}

server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${JSON.stringify({ port: (server.address() as AddressInfo).port })}\n`);
  setInterval(() => sample(false), 1000).unref();
});
createInterface({ input: process.stdin }).on('line', (line) => {
  if (line.trim() !== 'gc') return;
  collectGarbage();
  sample(true);
});
process.on('SIGTERM', () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
});
