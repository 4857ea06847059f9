import { createServer } from 'node:http';
import { acceptedBody } from './answer';
import { listen } from './listen';

/** The baseline: node:http that reads the body, parses the JSON and answers 202, nothing else. */
export function startBare(): Promise<number> {
  return listen(
    createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const parsed = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { messages: unknown[] };
        const body = JSON.stringify(acceptedBody(parsed.messages));
        response.writeHead(202, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
        response.end(body);
      });
    }),
  );
}
