import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { answerRbmEventRequest } from './answerRbmEventRequest';
import type { RbmEventReceiver } from './createRbmEventReceiver';

let server: Server;
afterEach(() => new Promise((resolve) => server.close(resolve)));

/** A receiver that takes at most 8 bytes and records the bodies it got. */
function recordingReceiver(bodies: string[]): RbmEventReceiver {
  return {
    maxBodyBytes: 8,
    receive: (rawBody) => {
      bodies.push(Buffer.from(rawBody).toString());
      return Promise.resolve({ status: 200, contentType: 'text/plain; charset=utf-8', body: 'secret', outcome: 'handshake' });
    },
  };
}

/** Posts `chunks` without a content-length (chunked); resolves to the status, content type and body. */
function postChunked(chunks: string[]): Promise<[number | undefined, string | undefined, string]> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host: '127.0.0.1', port: (server.address() as AddressInfo).port, method: 'POST', path: '/' }, (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => resolve([response.statusCode, response.headers['content-type'], text]));
    });
    outgoing.on('error', reject);
    for (const chunk of chunks) outgoing.write(chunk);
    outgoing.end();
  });
}

describe('answerRbmEventRequest', () => {
  it('should hand a body of maxBodyBytes to the receiver and write its answer, and answer 413 to one byte more without calling it', async () => {
    const bodies: string[] = [];
    const receiver = recordingReceiver(bodies);
    server = createServer((request, response) => void answerRbmEventRequest(receiver, request, response));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    expect(await postChunked(['1234', '5678'])).toEqual([200, 'text/plain; charset=utf-8', 'secret']);
    expect(await postChunked(['1234', '56789'])).toEqual([413, 'application/json', '{"outcome":"too-large"}']);
    expect(bodies).toEqual(['12345678']);
  });
});
