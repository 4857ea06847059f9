import { readFileSync } from 'node:fs';
import { gaxios, JWT } from 'google-auth-library';

/** The scope of RBM's API. @public */
export const RBM_SCOPE = 'https://www.googleapis.com/auth/rcsbusinessmessaging';

/** The token endpoint google-auth-library always posts to. */
const GOOGLE_TOKEN_URL = 'https://oauth2.googleapis.com/token';

/** Where bearer tokens for the platform come from. @public */
export interface AccessTokens {
  /** A valid token (cached until shortly before it expires). */
  get(): Promise<string>;
  /** Forgets the cached token (after a 401), so that the next `get` fetches a new one. */
  invalidate(): void;
}

/** Options of {@link serviceAccountTokens}: the service account's key file fields. @public */
export interface ServiceAccountOptions {
  /** The key's `client_email`. */
  readonly clientEmail: string;
  /** The key's `private_key` (PEM). */
  readonly privateKey: string;
  /** Another token endpoint (a proxy, or a fake one in tests); the assertion's audience stays Google's. @defaultValue Google's */
  readonly tokenUrl?: string;
}

/**
 * OAuth2 access tokens of a Google service account (a signed JWT exchanged for a token, by
 * google-auth-library), scoped to RBM. google-auth-library always posts to Google's token
 * URL; with `tokenUrl`, a gaxios interceptor sends that request there instead.
 *
 * @public
 */
export function serviceAccountTokens(options: ServiceAccountOptions): AccessTokens {
  if (options.clientEmail === '' || !options.privateKey.includes('PRIVATE KEY')) throw new TypeError('a service account needs client_email and a PEM private_key');
  const transporter = new gaxios.Gaxios();
  const { tokenUrl } = options;
  if (tokenUrl !== undefined) {
    transporter.interceptors.request.add({
      resolved: (config) => {
        if (config.url.href === GOOGLE_TOKEN_URL) config.url = new URL(tokenUrl);
        return Promise.resolve(config);
      },
    });
  }
  const newClient = (): JWT => new JWT({ email: options.clientEmail, key: options.privateKey, scopes: [RBM_SCOPE], transporter });
  let client = newClient();
  return {
    async get() {
      const { token } = await client.getAccessToken();
      if (token === null || token === undefined || token === '') throw new Error('the token endpoint gave no access token');
      return token;
    },
    invalidate() {
      client = newClient(); // a fresh client holds no token: the next get signs a new assertion
    },
  };
}

/**
 * {@link serviceAccountTokens} from a service account's JSON key file (`client_email`,
 * `private_key`); throws a TypeError naming the file, never echoing its content.
 *
 * @public
 */
export function serviceAccountTokensFromFile(path: string, options: Pick<ServiceAccountOptions, 'tokenUrl'> = {}): AccessTokens {
  let key: { client_email?: unknown; private_key?: unknown } | null;
  try {
    key = JSON.parse(readFileSync(path, 'utf8')) as typeof key;
  } catch (error) {
    throw new TypeError(`cannot read the service account key ${path} (${String((error as { code?: unknown }).code ?? 'not JSON')})`, { cause: error });
  }
  if (typeof key?.client_email !== 'string' || typeof key.private_key !== 'string') throw new TypeError(`${path} is not a service account key (client_email, private_key)`);
  return serviceAccountTokens({ clientEmail: key.client_email, privateKey: key.private_key, ...options });
}

/** A fixed token, for the emulator (it takes any non-empty bearer token). @public */
export function staticAccessToken(token: string): AccessTokens {
  if (token === '') throw new TypeError('the token must not be empty');
  return { get: () => Promise.resolve(token), invalidate: () => undefined };
}
