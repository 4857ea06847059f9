// What the memory benchmark watches: the node bridge on the counting service, or the reference
// server as shipped (its database, its worker delivering to an RBM emulator in the harness).
import { startRbmEmulator } from '@rcs-send/rbm-emulator';
import { startServerProcess, type ServerProcess } from './serverProcess';

/** A server the memory benchmark can watch. */
export interface MemorySubject {
  /** What the report calls it. */
  readonly title: string;
  /** The heading of its section of the README. */
  readonly heading: string;
  /** The name of its results: `<name>.json`, `<name>.svg` and the README section `<name>`. */
  readonly results: string;
  /** Starts it in its own process, with what it needs beside it; `stop` stops them all. */
  start(): Promise<{ readonly server: ServerProcess; stop(): Promise<void> }>;
}

/** The subjects, by the name `--subject` takes. */
export const SUBJECTS: Readonly<Record<string, MemorySubject>> = {
  bridge: {
    title: 'the node bridge on the counting service',
    heading: 'Latest results: memory under load',
    results: 'memory',
    async start() {
      const server = await startServerProcess('server.ts');
      return { server, stop: () => server.stop() };
    },
  },
  server: {
    title: 'the reference server as shipped, on its database, delivering every message',
    heading: "Latest results: the reference server's memory under load",
    results: 'memory-server',
    async start() {
      const emulator = await startRbmEmulator({ keepReceived: 100 });
      const server = await startServerProcess('referenceServer.ts', [emulator.url]).catch(async (error: unknown) => {
        await emulator.close();
        throw error;
      });
      return {
        server,
        async stop() {
          await server.stop();
          await emulator.close();
        },
      };
    },
  },
};
