// A client's webhook receiver in a process of its own for the webhook benchmark: node's HTTP
// server on a free loopback port, answering every POST 204 once its body is read (no signature
// check: what is measured is the sender's side), counting what it took.
import { spawn } from 'node:child_process';

const RECEIVER = `
const server = require('node:http').createServer((request, response) => {
  request.resume();
  request.on('end', () => response.writeHead(204).end());
});
server.keepAliveTimeout = 60000;
server.listen(0, '127.0.0.1', () => console.log('listening on http://127.0.0.1:' + server.address().port + '/hooks'));
`;

/** Starts the receiver; resolves once it listens, with its URL, its pid (for its CPU) and its stop. */
export async function startReceiverProcess(): Promise<{ url: string; pid: number; stop(): void }> {
  const child = spawn(process.execPath, ['-e', RECEIVER], { stdio: ['ignore', 'pipe', 'inherit'] });
  const url = await new Promise<string>((resolve) => {
    child.stdout.on('data', (chunk: Buffer) => {
      const found = /listening on (\S+)/.exec(chunk.toString());
      if (found?.[1] !== undefined) resolve(found[1]);
    });
  });
  return { url, pid: child.pid ?? 0, stop: () => void child.kill('SIGTERM') };
}
