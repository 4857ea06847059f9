import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';

/** One memory sample of the server process. */
export interface MemorySample {
  /** Seconds since the server started. */
  readonly seconds: number;
  /** Resident set size, bytes. */
  readonly rss: number;
  /** V8 heap in use, bytes. */
  readonly heapUsed: number;
  /** V8 heap reserved, bytes. */
  readonly heapTotal: number;
  /** Memory of C++ objects bound to JavaScript (buffers), bytes. */
  readonly external: number;
  /** Messages the counting submit port took so far. */
  readonly submitted: number;
  /** True for a sample taken right after a full GC. */
  readonly afterGc: boolean;
}

/** The server running in its own process. */
export interface ServerProcess {
  /** Its send URL on loopback. */
  readonly url: string;
  /** Every periodic sample so far. */
  readonly samples: readonly MemorySample[];
  /** Asks for a full GC and resolves with the sample taken right after it. */
  collect(): Promise<MemorySample>;
  /** Stops it (SIGTERM) and resolves once it exited. */
  stop(): Promise<void>;
}

/** Starts `src/memory/server.ts` under tsx, from sources, and resolves once it listens. */
export function startServerProcess(): Promise<ServerProcess> {
  const tsx = new URL('../../node_modules/.bin/tsx', import.meta.url).pathname;
  const child: ChildProcess = spawn(tsx, ['--conditions=@rcs-send/source', new URL('server.ts', import.meta.url).pathname], { stdio: ['pipe', 'pipe', 'inherit'] });
  const samples: MemorySample[] = [];
  const waiting: Array<(sample: MemorySample) => void> = [];
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the memory server exited with ${code} before it listened`)));
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (line) => {
      const message = JSON.parse(line) as { port?: number } & MemorySample;
      if (message.port !== undefined) {
        resolve({
          url: `http://127.0.0.1:${message.port}/v1.2/rcs/send`,
          samples,
          collect: () => new Promise((done) => (waiting.push(done), child.stdin?.write('gc\n'))),
          stop: () => (child.kill('SIGTERM'), exited),
        });
      } else if (message.afterGc) waiting.shift()?.(message);
      else samples.push(message);
    });
  });
}
