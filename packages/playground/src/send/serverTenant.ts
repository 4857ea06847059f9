/** The tenant of the server that serves the page, as it tells it (`tenant.json`): what the page's requests should name. */
export interface ServerTenant {
  /** The organization. */
  readonly organizationId: string;
  /** The sender of its messages. */
  readonly sender: string;
}

/** Where the server tells its demo tenant, beside the page (none: a server with tenants of its own). */
const TENANT_URL = 'tenant.json';

/** The tenant the serving server names at `tenant.json`, or undefined when it names none (or what it serves is not one). */
export async function loadServerTenant(): Promise<ServerTenant | undefined> {
  try {
    const response = await fetch(TENANT_URL, { credentials: 'omit', cache: 'no-store' });
    if (!response.ok) return undefined;
    const value = (await response.json()) as Partial<Record<keyof ServerTenant, unknown>>;
    const { organizationId, sender } = value;
    return typeof organizationId === 'string' && typeof sender === 'string' ? { organizationId, sender } : undefined;
  } catch {
    return undefined;
  }
}

/** A JSON string literal's `"key": "value"` pair, its value replaced by `value`. */
const pair = (key: string): RegExp => new RegExp(`("${key}"\\s*:\\s*)"(?:[^"\\\\]|\\\\.)*"`, 'g');

/**
 * `text` (a send request) naming `tenant`: its `organizationId` and every message's `from`
 * replaced, the rest as written (layout included); as it is when it is not a request with
 * messages, or when `tenant` is undefined.
 */
export function addressedTo(text: string, tenant: ServerTenant | undefined): string {
  if (tenant === undefined) return text;
  let request: unknown;
  try {
    request = JSON.parse(text);
  } catch {
    return text;
  }
  if (typeof request !== 'object' || request === null || !Array.isArray((request as { messages?: unknown }).messages)) return text;
  return text.replace(pair('organizationId'), (_, key: string) => `${key}${JSON.stringify(tenant.organizationId)}`).replace(pair('from'), (_, key: string) => `${key}${JSON.stringify(tenant.sender)}`);
}
