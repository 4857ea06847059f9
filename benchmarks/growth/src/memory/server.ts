// The node bridge whose memory is watched, in its own process: the service's node:http bridge
// on the counting service, on a free loopback port, reporting as ./sampling says.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createNodeListener } from '@rcs-send/service';
import { countingService } from '../countingService';
import { reportSamples } from './sampling';

const { service, submitted } = countingService();
const server = createServer(createNodeListener(service));
server.keepAliveTimeout = 30_000;
server.listen(0, '127.0.0.1', () => {
  reportSamples({
    port: (server.address() as AddressInfo).port,
    messages: submitted,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  });
});
