// A redis-server of the benchmark's own on a free loopback port, nothing on disk.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/** A free loopback TCP port. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Starts redis-server (`--save '' --appendonly no`); its URL and a stop function. */
export async function startRedis(): Promise<{ url: string; stop: () => void }> {
  const port = await freePort();
  const child: ChildProcess = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) resolve();
    });
    child.once('error', () => reject(new Error('cannot run redis-server: apt-get install -y redis-server')));
    child.once('exit', (code) => reject(new Error(`redis-server exited with ${code}`)));
  });
  child.stdout?.resume();
  return { url: `redis://127.0.0.1:${port}`, stop: () => void child.kill('SIGTERM') };
}
