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
  /** Messages the server is done with so far (taken by the counting submit port, or delivered). */
  readonly messages: number;
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
  /** Resolves once a sample says the server is done with `count` messages; rejects after `timeoutMs`. */
  doneWith(count: number, timeoutMs: number): Promise<void>;
  /** Stops it (SIGTERM) and resolves once it exited. */
  stop(): Promise<void>;
}

/** Starts `program` (a file of this folder) with `args` under tsx, from sources, and resolves once it listens. */
export function startServerProcess(program: string, args: readonly string[] = []): Promise<ServerProcess> {
  const tsx = new URL('../../node_modules/.bin/tsx', import.meta.url).pathname;
  const child: ChildProcess = spawn(tsx, ['--conditions=@rcs-send/source', new URL(program, import.meta.url).pathname, ...args], { stdio: ['pipe', 'pipe', 'inherit'] });
  const samples: MemorySample[] = [];
  const waiting: Array<(sample: MemorySample) => void> = [];
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const doneWith = async (count: number, timeoutMs: number): Promise<void> => {
    for (const deadline = Date.now() + timeoutMs; (samples.at(-1)?.messages ?? 0) < count; await new Promise((resolve) => setTimeout(resolve, 200))) {
      if (Date.now() > deadline) throw new Error(`the server was done with ${samples.at(-1)?.messages ?? 0} of ${count} messages after ${timeoutMs} ms`);
    }
  };
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the memory server exited with ${code} before it listened`)));
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (line) => {
      const message = JSON.parse(line) as { port?: number } & MemorySample;
      if (message.port !== undefined) {
        resolve({
          url: `http://127.0.0.1:${message.port}/v1.2/rcs/send`,
          samples,
          collect: () => new Promise((done) => (waiting.push(done), child.stdin?.write('gc\n'))),
          doneWith,
          stop: () => (child.kill('SIGTERM'), exited),
        });
      } else if (message.afterGc) waiting.shift()?.(message);
      else samples.push(message);
    });
  });
}
