// The load generator in its own process (so that it shares neither an event loop nor, when
// pinned, a core with the server): it runs autocannon for each request of the parent.
import type { LoadReply, LoadRequest } from './ipc';
import { loadFor } from './load';
import { API_KEY, PAYLOADS } from './payload';

process.on('message', (request: LoadRequest) => {
  loadFor(request.url, PAYLOADS[request.payload], API_KEY, request).then(
    (result) => process.send?.({ result } satisfies LoadReply),
    (error: unknown) => process.send?.({ error: error instanceof Error ? error.message : String(error) } satisfies LoadReply),
  );
});
process.on('disconnect', () => process.exit(0));
