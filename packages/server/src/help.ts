/** The text of `rcs-send-server --help`. @internal */
export const _HELP = `Usage: rcs-send-server [--config <file.json>] [--profile demo|qa]
       rcs-send-server worker [--config <file.json>] [--profile demo|qa]
       rcs-send-server export [--config <file.json>] [--profile demo|qa]
       rcs-send-server backup FILE [--config <file.json>] [--profile demo|qa]
       rcs-send-server tenants COMMAND [options] [--json] [--config <file.json>] [--profile demo|qa]

Serves POST /v1.2/rcs/send on loopback with a demo tenant; accepted messages, their queue and
states, balances and Idempotency-Keys are kept in an embedded SQLite database (a restart loses
nothing acknowledged, refills no balance). One JSON log line per request on stdout; the
start-up banner (demo key and a curl) on stderr. SIGINT/SIGTERM stop it gracefully.

Commands (same working directory, --config and RCS_SEND_* as the server; all run while it runs):
  worker            one more worker of a fleet on Redis (RCS_SEND_REDIS_URL), without the API:
                    it delivers a share of the accepted messages with every policy a server
                    applies (traffic types, opt-outs, SMS fallback, client webhooks, usage);
                    RCS_SEND_DELIVERY and RCS_SEND_SMS as for the server; /healthz and /readyz
                    on RCS_SEND_WORKER_PROBE_PORT and its metrics on RCS_SEND_METRICS_PORT
                    when set. Refused without Redis: on one machine the server delivers its
                    messages itself.
  export            one JSON line per accepted message on stdout: id, organizationId,
                    principalId, index, acceptedAt, expiresAt (epoch ms or null), message
                    (canonical) and state (current)
  backup FILE       a consistent copy of the database written to FILE (never overwritten);
                    prints where it wrote and how many messages the copy holds
  export and backup read the database only (not Redis). A failure is one line on stderr, exit 1.
  tenants COMMAND   organizations, senders, webhooks, SMS fallbacks, API keys, balances and
                    usage in the store (the database, or Redis): add-org, add-sender,
                    remove-sender, set-webhook, replay-webhooks, set-rcs, set-fallback,
                    set-profile, add-key, revoke-key, top-up, show, usage. Servers see each
                    change within a second, no restart.
                    See rcs-send-server tenants --help.

Tenants: the store (database or Redis) holds organizations, members, senders, webhooks, API
keys (SHA-256 digests only) and each balance as a ledger. At each start the configuration's
organizations and keys are added where the store lacks them; nothing stored is changed by the
file (a balance is never refilled, a revoked key stays revoked): the store is the truth. The
banner prints what the store holds, and one "notice:" line names what the configuration says
that the stored organization does not take, with the tenants command that would apply it.

Options:
  --config <file>   JSON configuration (see the README); also RCS_SEND_CONFIG
  --profile <name>  demo (default: balance 1000, 50 requests/s, in rcs-send.db) or qa (balance
                    1,000,000,000, no rate limit, in rcs-send-qa.db: for large "rcs-send check"
                    runs); also RCS_SEND_PROFILE. Give the commands the server's profile too.
  -h, --help        this help
  --version         the version of rcs-send-server (also after any command)

A fault of the command line (an unknown option or command, an option without its value or
given twice) is one line on stderr, then the --help to read; exit code 2.

Environment (over the config file):
  RCS_SEND_HOST            interface to listen on (default 127.0.0.1)
  RCS_SEND_PORT            TCP port (default 8080; 0 = any free port)
  RCS_SEND_DB              the database file (default ./rcs-send.db, ./rcs-send-qa.db for the qa
                           profile; -wal and -shm beside it)
  RCS_SEND_API_KEY         the demo key (default: random, printed at start, valid for this run:
                           stored once the server listens, revoked when it stops, a day at most)
  RCS_SEND_ORGANIZATION_ID the demo organization's UUID
  RCS_SEND_SENDER          the demo organization's sender (default demo_agent)
  RCS_SEND_BALANCE         the demo organization's starting balance (default 1000), written
                           once: a restart goes on from what the database holds
  RCS_SEND_RATE_LIMIT      requests per second per principal, burst twice that (default 50; 0 = off)
  RCS_SEND_BATCH_MODE      partial (default) or all-or-nothing
  RCS_SEND_MAX_BODY_BYTES  body bound in bytes (default 2625536)
  RCS_SEND_MAX_BODY_BYTES_IN_FLIGHT  bytes of bodies over 64 KiB read at once (default
                           67108864); past it 503 SERVER_BUSY
  RCS_SEND_MAX_CONNECTIONS open connections at most (default 900): the idle longest is
                           closed first, else 503 SERVER_BUSY
  RCS_SEND_REDIS_URL       redis://host:port[/db], or redis+cluster://host:port,host:port for a
                           Redis Cluster: balance, rate limit, Idempotency-Keys, states and the
                           queue (a Redis Stream) shared by every instance instead of the database
  RCS_SEND_CLAIM_IDLE_MS   on Redis, ms after which what a dead instance took and never
                           acknowledged is taken over here (default 60000)
  RCS_SEND_PLAYGROUND      on (default: served at / when built) or off
  RCS_SEND_DELIVERY        emulator (default: an RBM emulator on loopback, one per process), off
                           (messages stay queued in the database), or rbm with
                           RCS_SEND_RBM_SERVICE_ACCOUNT (key file) or RCS_SEND_RBM_TOKEN (a fixed
                           bearer token: a shared emulator or a staging platform at
                           RCS_SEND_RBM_URL), RCS_SEND_RBM_URL, RCS_SEND_RBM_AGENT_ID_SUFFIX and
                           RCS_SEND_RBM_CLIENT_TOKEN (RBM's events at POST /v1.2/rbm/events). A
                           fleet on Redis shares one emulator: rbm and its URL on every instance
  RCS_SEND_SMS             simulator (default beside the emulator: an SMSC simulator on loopback),
                           off (default otherwise), or smpp with RCS_SEND_SMS_HOST,
                           RCS_SEND_SMS_PORT (2775), RCS_SEND_SMS_SYSTEM_ID, RCS_SEND_SMS_PASSWORD
                           (never logged), RCS_SEND_SMS_SYSTEM_TYPE, RCS_SEND_SMS_WINDOW (10) and
                           RCS_SEND_SMS_SOURCE: the SMS fallback of senders whose policy turns it on
  RCS_SEND_WEBHOOK_URL     the demo organization's webhook (message states, user replies),
                           signed with RCS_SEND_WEBHOOK_SECRET (default: random, printed)
  RCS_SEND_WEBHOOK_SCHEDULE  waits before each webhook retry, e.g. 5s,5m,30m,2h (default
                           5s,5m,30m,2h,5h,10h,10h: about a day; up to 20 waits of 24h)
  RCS_SEND_HEADERS_TIMEOUT     ms to send the request headers (default 10000)
  RCS_SEND_REQUEST_TIMEOUT     ms to send a whole request (default 30000)
  RCS_SEND_KEEP_ALIVE_TIMEOUT  ms an idle keep-alive connection is kept (default 5000)
  RCS_SEND_METRICS_PORT        Prometheus metrics at http://127.0.0.1:PORT/metrics (default off)
  RCS_SEND_METRICS_HOST        interface of the metrics port (default 127.0.0.1)
  RCS_SEND_METRICS_ORGANIZATIONS  on: the usage counter carries the organization as a label
                               (one series per organization; default off)
  RCS_SEND_OPERATOR            who "tenants" logs as making a change (default: the account)

Probes (no key): GET /healthz (alive), GET /readyz (ready to serve; 503 names what is not).

Heap: serving and worker set V8's --heap-growing-percent=100 (the heap grows to about twice
what it keeps alive, not four times). Start node with your own value to keep it:
  node --heap-growing-percent=N node_modules/@rcs-send/server/bin/rcs-send-server.js
`;
