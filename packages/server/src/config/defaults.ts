import { DEFAULT_MAX_BODY_BYTES, type SmsFallbackPolicy } from '@rcs-send/service';
import { SMS_LIMITS } from '@rcs-send/sms';
import type { ServerConfig, ServerProfile } from './types';

/** The demo tenant the server starts with when no API keys or organizations are configured. @public */
export const DEMO = {
  /** The demo principal. */
  principalId: 'demo',
  /** The demo organization. */
  organizationId: '7d3f1c2a-5b6e-4f80-9a1b-2c3d4e5f6a7b',
  /** The demo organization's RCS sender. */
  sender: 'demo_agent',
  /** The demo organization's starting balance, in messages. */
  balance: 1000,
} as const;

/**
 * The demo organization's SMS fallback: on, for a number without RCS and a message the
 * platform revoked while its expiration is ahead, sent as `RCSDEMO`, at most the default segments.
 *
 * @internal
 */
const _DEMO_SMS_FALLBACK: SmsFallbackPolicy = { enabled: true, smsSender: 'RCSDEMO', triggers: ['NOT_RCS_CAPABLE', 'REVOKED'], maxSegments: SMS_LIMITS.defaultMaxSegments };

/** Bytes of large request bodies read at once by default (64 MiB: about 25 bodies of the largest size). @internal */
const _DEFAULT_MAX_BODY_BYTES_IN_FLIGHT = 64 * 1024 * 1024;

/** Open connections at most by default: below the common limit of 1,024 file descriptors, with room for the server's own. @internal */
const _DEFAULT_MAX_CONNECTIONS = 900;

/** The demo organization's balance in the `qa` profile, in messages. @internal */
const _QA_BALANCE = 1_000_000_000;

/**
 * The database each profile keeps by default: its own, so that a profile's start finds its
 * organization as that profile created it (a QA run after a demo start gets the QA balance).
 */
const PROFILE_DATABASES: Readonly<Record<ServerProfile, string>> = { demo: 'rcs-send.db', qa: 'rcs-send-qa.db' };

/**
 * The configuration before the file and the environment: loopback, port 8080, the demo tenant
 * of `profile` in the profile's database, and no API key (a key generated for a run is stored by
 * the bin once it listens, see `_storeRunKey`).
 *
 * @internal
 */
export function _defaultConfig(profile: ServerProfile): ServerConfig {
  const qa = profile === 'qa';
  return {
    host: '127.0.0.1',
    port: 8080,
    database: PROFILE_DATABASES[profile],
    apiKeys: [],
    organizations: [{ id: DEMO.organizationId, members: [DEMO.principalId], rcsChannel: true, senders: [DEMO.sender], balance: qa ? _QA_BALANCE : DEMO.balance, smsFallback: _DEMO_SMS_FALLBACK }],
    rateLimit: qa ? null : { requestsPerSecond: 50, burst: 100 },
    batchMode: 'partial',
    maxBodyBytes: DEFAULT_MAX_BODY_BYTES,
    maxBodyBytesInFlight: _DEFAULT_MAX_BODY_BYTES_IN_FLIGHT,
    maxConnections: _DEFAULT_MAX_CONNECTIONS,
    redisUrl: null,
    claimIdleMs: 60_000,
    headersTimeout: 10_000,
    requestTimeout: 30_000,
    keepAliveTimeout: 5_000,
    metricsPort: null,
    metricsHost: '127.0.0.1',
    metricsByOrganization: false,
  };
}

/** A random demo API key: `rcs_demo_` and 32 hex digits. @internal */
export function _randomApiKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `rcs_demo_${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/** The configured organization the demo principal belongs to (the demo tenant's), or undefined when a configuration file replaced the demo tenant. @internal */
export const _demoOrganizationOf = (config: Pick<ServerConfig, 'organizations'>): ServerConfig['organizations'][number] | undefined =>
  config.organizations.find((organization) => organization.members.includes(DEMO.principalId));
