// A fake OAuth2 token endpoint on loopback: answers every JWT-bearer grant with a fresh token
// and keeps the decoded assertions, for the delivery tests.
import { generateKeyPairSync } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A running fake token endpoint. */
export interface FakeTokenEndpoint {
  readonly url: string;
  /** The claims of each assertion received, in order. */
  readonly claims: Record<string, unknown>[];
  /** The tokens handed out, in order. */
  readonly tokens: string[];
  close(): Promise<void>;
}

/** A service account key pair, as in a key file. */
export function serviceAccountKey(): { clientEmail: string; privateKey: string } {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { clientEmail: 'sender@project.iam.gserviceaccount.com', privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString() };
}

/** Starts the endpoint on a free loopback port. */
export async function startFakeTokenEndpoint(): Promise<FakeTokenEndpoint> {
  const claims: Record<string, unknown>[] = [];
  const tokens: string[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const form = new URLSearchParams(body);
      const assertion = form.get('assertion') ?? '';
      claims.push(JSON.parse(Buffer.from(assertion.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>);
      const token = `ya29.fake-${tokens.length + 1}`;
      tokens.push(token);
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ access_token: token, expires_in: 3600, token_type: 'Bearer', grant: form.get('grant_type') }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/token`,
    claims,
    tokens,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
