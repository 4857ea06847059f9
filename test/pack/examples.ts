// How the pack-and-install test checks each program of examples/. A new example must be
// listed here (a test fails while one is not), so that each is run as a user would run it.

/** Programs that run to their end: what their output must contain. */
export const PROGRAMS: Readonly<Record<string, RegExp>> = {
  'core.ts': /"to": "351912345678"/,
  'valibot.ts': /"to":"351912345678".*\nrequest\.messages\[0\]\.to: FIELD_EMPTY\ncallbackUrl: Invalid URL: [^\n]+\n$/,
  'arbitraries.ts': /Both properties held/,
  'arbitrariesProfile.ts': /Both profile properties held on 100 runs each/,
  'profile.ts': /^messages\[1\]\.to: PROFILE_COUNTRY_NOT_ALLOWED: [^\n]+\nmessages\[1\]\.contentMessage\.text: PROFILE_TERM_NOT_ALLOWED: [^\n]+\nmessages\[2\]\.contentMessage\.suggestions\[0\]\.openUrlAction\.url: PROFILE_HOST_NOT_ALLOWED: [^\n]+\nvalid, refused, refused\n$/,
  'rbm.ts': /agentMessages\?agentId=acme_agent%40rbm\.goog&messageId=[0-9a-f-]{36}\n.*"dialAction":\{"phoneNumber":"\+351912000111"\}[\s\S]*back: \{"to":"351912345678"/,
  'delivery.ts': /: SENT after 2 attempts\n\{"contentMessage":\{"text":"Your parcel arrives today\.","suggestions":\[\{"action":\{"text":"Call us","postbackData":"call","dialAction":\{"phoneNumber":"\+351912000111"\}\}\}\]\},"messageTrafficType":"TRANSACTION","expireTime":"[^"]+Z"\}/,
  'rbmEmulator.ts': /^429 RESOURCE_EXHAUSTED retry after 30 s\n200 OK\n409 ALREADY_EXISTS\n\+351912345678 acme_agent@rbm\.goog \{"contentMessage":\{"text":"Hello"\},"messageTrafficType":"TRANSACTION"\}\n$/,
  'rbmEvents.ts': /^ACCEPTED then DELIVERED then READ\nacme_agent@rbm\.goog got \{"kind":"suggestionResponse","postbackData":"confirm","text":"Yes","type":"REPLY"\}\n200 recorded, 200 unchanged, 200 recorded, 200 unchanged, 200 forwarded, 200 duplicate\n$/,
  'clientWebhooks.ts': /^message\.status 8f14e45f-ceea-467a-9b36-6c2e1f0a9d11 SENT\nmessage\.reply from \+351912345678 to acme_agent postbackData call\n\{"delivered":2,"retried":0,/,
  'sqlite.ts': /^202, balance left 99\n202 replayed: true, balance left 99\nqueued [0-9a-f-]{36} to 351912345678\n$/,
  'redisClusterUrl.ts': /^2 seed nodes: 10\.0\.0\.1:7001, 10\.0\.0\.2:7001\n$/,
  'sms.ts': /^1 segment in GSM7: smsc-00000001\nsmsc-00000001 DELIVERED\n"Delivery slot\\nTomorrow between 9:00 and 11:00 €\\nhttps:\/\/acme\.example\/slot"\n$/,
  'schemas.cjs': /as sent: true\nwithout messages: false must have required property 'messages'/,
};

/** Servers (on in-memory ports; the reference server on its database): each listens on PORT and prints a curl that must get 202. */
export const SERVERS: readonly string[] = ['express.ts', 'koa.ts', 'hono.ts', 'fetch.ts', 'server.ts', 'commonjs.cjs'];

/** Servers of {@link SERVERS} that also print a status lookup, which must answer the accepted message ACCEPTED. */
export const LOOKUPS: readonly string[] = ['express.ts', 'koa.ts'];

/** Validation-only gateways: each prints a curl whose request it forwards canonical (202), and refuses a broken one (400). */
export const GATEWAYS: readonly string[] = ['gatewayExpress.ts', 'gatewayKoa.ts', 'gatewayHono.ts'];

/** The Redis-backed server, and the worker that must print the id of each message it accepted. */
export const REDIS = { server: 'redis.ts', worker: 'redisWorker.ts' } as const;

/** Clients of the installed server bin (started with its webhook pointing at the client): what their output must contain. */
export const CLIENTS: Readonly<Record<string, RegExp>> = {
  'client.ts': /^202 [0-9a-f-]{36} under Idempotency-Key [0-9a-f-]{36}\nstatus: ACCEPTED.*\nrefused: 400 MESSAGE_ID_INVALID\nwebhooks: SENT, DELIVERED, READ\n$/,
};

/** Clients of the installed server bin that read its events feed and message list (run once its store has them): what their output must contain. */
export const READING_CLIENTS: Readonly<Record<string, RegExp>> = {
  'clientCatchUp.ts': /^events: SENT, DELIVERED, READ \(caught up at sequence \d+\)\nlisted: READ after ACCEPTED, SENT, DELIVERED, READ\n$/,
};

/** Every example file named above. */
export const CHECKED_EXAMPLES: readonly string[] = [...Object.keys(PROGRAMS), ...SERVERS, ...GATEWAYS, ...Object.keys(CLIENTS), ...Object.keys(READING_CLIENTS), REDIS.server, REDIS.worker].sort();
