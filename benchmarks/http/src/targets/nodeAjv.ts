import { createServer, type ServerResponse } from 'node:http';
import { ajvValidate } from '@rcs-send/benchmark-core/peers/ajvSchema';
import { acceptedBody, BODY_LIMIT_BYTES, refusedBody } from './answer';
import { listen } from './listen';

/** Writes `body` as JSON with `status`. */
function answer(response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  response.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  response.end(text);
}

/**
 * What a team writes on node:http alone: a bounded body read, `JSON.parse`, the ajv schema
 * (`allErrors: true`), 400 or 202.
 */
export function startNodeAjv(): Promise<number> {
  return listen(
    createServer((request, response) => {
      const chunks: Buffer[] = [];
      let bytes = 0;
      request.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        if (bytes > BODY_LIMIT_BYTES) return void request.destroy();
        chunks.push(chunk);
      });
      request.on('end', () => {
        let parsed: unknown;
        try {
          parsed = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        } catch {
          return answer(response, 400, refusedBody(1));
        }
        const errors = ajvValidate(parsed);
        if (errors > 0) return answer(response, 400, refusedBody(errors));
        answer(response, 202, acceptedBody((parsed as { messages: unknown[] }).messages));
      });
    }),
  );
}
