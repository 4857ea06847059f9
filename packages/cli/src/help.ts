import { VALID_EXPIRATION_LEAD_DAYS } from '@rcs-send/arbitraries';

/** Help text of each command, and of the program. */
export const HELP = {
  main: `rcs-send: tools for POST /v1.2/rcs/send payloads

Usage:
  rcs-send <command> [options]

Commands:
  validate [FILE...]   validate JSON or NDJSON send requests (files, folders or stdin)
  fuzz                 generate valid requests, or requests that break exactly one named rule
  check --url URL      post generated requests to a running implementation and report disagreements
  rules [CODE...]      list the rules of the catalogue: code, rule, param shape, an example

Run "rcs-send <command> --help" for a command's options and examples.
"rcs-send --version" (or --version after any command) prints the version.
A negative number after an option is its value (--seed -123); an option given twice is refused.
Numbers are written in decimal digits only (--count 1000, not 1e3).
A reader that closes the pipe early ("| head") ends any command quietly, exit status 0.
`,
  validate: `rcs-send validate [FILE...] [--json] [--expect | --expect-invalid] [--allow-empty]
                  [--now DATETIME] [--profile FILE]

Validates send requests against every rule of the API reference (docs/api.md in the repository).
Each FILE is a JSON document (one request) or NDJSON (one request a line); a line written
by "rcs-send fuzz" ({"request": ..., "expect": ...}) is validated as its request.
A folder stands for its .json, .ndjson and .jsonl files at any depth, sorted by path (links
to folders are not followed); the summary lists every file read and every file skipped.
No FILE, or "-", reads stdin. Large NDJSON inputs are streamed, never read whole.

Options:
  --json             print the core's result per request as one JSON line each (with the
                     line's "expect"), then one {"summary": ...} line
  --expect           check each fuzz line's verdict, code and param against its "expect";
                     print only the mismatches (file:line: expected ..., got ...)
  --expect-invalid   the requests are meant to be rejected: exit 0 iff every one is invalid
  --allow-empty      an input with no request (empty file, folder or stdin) is not an error
  --now DATETIME     the clock expirationDateTime must be later than (default: now);
                     give fuzz's --now to replay its expectations exactly
  --profile FILE     a validation profile (JSON, @rcs-send/schemas/validation-profile.json):
                     a deployment's own rules, judged after the API's with PROFILE_... codes
  -h, --help         show this help

Output: "source:line: OK", or each error as "param: description (CODE)"; then, on stderr,
a summary: totals, issues by code, files read and skipped.
Exit status: 0 all valid, 1 some invalid, 2 unusable input (unreadable file, malformed JSON,
no request at all without --allow-empty) or bad options; with --expect-invalid, 0 all
invalid and 1 some valid; with --expect, 0 every line as expected and 1 some mismatch.
A profile file that cannot be read or is not a valid profile stops the command with one line
naming the file and the path of its first problem ("--profile p.json: allowedHosts[2]: ..."),
exit status 2.

Examples:
  rcs-send validate request.json requests/
  rcs-send validate --expect-invalid rejected/
  rcs-send validate requests.ndjson --json > verdicts.ndjson
  cat request.json | rcs-send validate
  rcs-send fuzz --count 1000 --mixed --seed 7 > cases.ndjson
  rcs-send validate --expect cases.ndjson
  rcs-send fuzz --profile gateway.json --mixed --count 100 --seed 7 --now 2030-01-01T00:00:00Z \\
    | rcs-send validate --expect --profile gateway.json --now 2030-01-01T00:00:00Z
  rcs-send fuzz --count 100 --invalid --seed 7 --now 2030-01-01T00:00:00Z \\
    | rcs-send validate --expect --now 2030-01-01T00:00:00Z
`,
  fuzz: `rcs-send fuzz [--count N] [--seed S] [--invalid | --mixed] [--rule CODE] [--now DATETIME]
              [--profile FILE]

Writes N generated send requests as NDJSON, one per line:
  {"request": {...}, "expect": {"ok": true}}
  {"request": {...}, "expect": {"ok": false, "code": "TEXT_TOO_LONG", "param": "messages[2].contentMessage.text"}}
An invalid request breaks exactly one rule of the catalogue ("rcs-send rules" lists them), so
any implementation, in any language, must reject it at that param. A third of the requests
have multi-byte and astral text, and one valid request in ten is a message at its limits in it
(lengths count code points: an emoji is 1). The same --seed, --now and
options give the same lines; without --now the clock enters the output (printed on stderr).
Valid expirationDateTime values are more than ${VALID_EXPIRATION_LEAD_DAYS} days after --now, so a saved corpus replays
against a live service for ${VALID_EXPIRATION_LEAD_DAYS} days; only EXPIRATION_NOT_IN_FUTURE puts one at or before it.

Options:
  --count N        how many requests (default 1)
  --seed S         the seed, an integer (default: random, printed on stderr as it is
                   typed back: a negative one too, as in --seed -1830744333)
  --invalid        every request breaks one rule, the rules taken in turn
  --mixed          valid and invalid requests, about half each
  --rule CODE      every request breaks this rule (implies --invalid); codes: rcs-send rules
  --now DATETIME   the clock of generation (default: now, to the second): valid
                   expirationDateTime values are more than ${VALID_EXPIRATION_LEAD_DAYS} days later,
                   expired ones at or before it
  --profile FILE   generate under a validation profile: valid requests are valid under it
                   too, and each invalid one breaks exactly one of its rules (PROFILE_...
                   codes; --rule names one); a horizon (maxExpirationSeconds) bounds valid
                   expirations instead of the ${VALID_EXPIRATION_LEAD_DAYS}-day lead, a minute inside it
  -h, --help       show this help

Every rule but FIELD_UNREADABLE (a throwing getter is not JSON) can be generated.
A profile file that cannot be read or is not a valid profile stops the command with one line
naming the file and the path of its first problem ("--profile p.json: allowedHosts[2]: ..."),
exit status 2.

Examples:
  rcs-send fuzz --count 1000 --invalid --seed 7 > cases.ndjson
  rcs-send fuzz --rule CARD_TITLE_TOO_LONG --count 20
  rcs-send fuzz --profile gateway.json --rule PROFILE_HOST_NOT_ALLOWED --count 20
  rcs-send fuzz --count 1000 --mixed --seed 7 --now 2030-01-01T00:00:00Z \\
    | rcs-send validate --json --now 2030-01-01T00:00:00Z
`,
  check: `rcs-send check --url URL [--api-key KEY] [--organization-id ID] [--sender NAME]...
               [--config FILE] [--header 'Name: value']... [--count N] [--seed S]
               [--concurrency N] [--timeout MS] [--failures FILE] [--replay FILE]
               [--report json|junit] [--report-file FILE] [--profile FILE]

Posts generated requests, valid ones and ones that break exactly one rule, to a running
implementation of POST /v1.2/rcs/send, each made just before it is sent, and judges every
answer: a valid request must get 200 or 202 with no message rejected; a broken one 400 with
error.param at the broken field (or, from an implementation that accepts batches in part,
200/202 with that message rejected at that param); every body must match the response
schemas (error and success shapes). Ends with a table per rule.

Options:
  --url URL              the endpoint, e.g. http://127.0.0.1:8080/v1.2/rcs/send (required)
  --api-key KEY          sent as Authorization: Bearer KEY (default: $RCS_SEND_API_KEY);
                         never written to any file
  --organization-id ID   the tenant's organization, put in every request
  --sender NAME          a sender of that organization, put in the messages (repeatable,
                         used in turn; --from is the same)
  --config FILE          JSON with url, organizationId, senders, headers, count, concurrency,
                         timeout (options given on the command line win; no API key)
  --header 'Name: value' an extra request header (repeatable)
  --count N              how many requests (default 100)
  --seed S               the seed of the rules drawn, an integer (default: random,
                         printed as it is typed back, e.g. --seed -1830744333)
  --concurrency N        requests in flight at once (default 4)
  --timeout MS           per-request timeout in milliseconds (default 10000)
  --failures FILE        where every disagreement is written whole, one JSON line each, with
                         a curl line that replays it (default rcs-send-check-failures.ndjson;
                         with --replay: none unless given)
  --replay FILE          re-send the requests of a failures file (the NDJSON --failures
                         wrote) and judge them again
                         (--url, when given, overrides the URL they were sent to)
  --report FORMAT        json or junit (one testcase per rule): a report on stdout, the
                         table then goes to stderr
  --report-file FILE     write the report there instead (opened before the first request,
                         as the failures file is: a folder or a missing folder is refused)
  --profile FILE         the validation profile the implementation enforces (a gateway): the
                         requests are valid under it or break exactly one of its rules
  -h, --help             show this help

A 429 is waited out (Retry-After, up to 3 times). A progress bar shows on a terminal; the
last line on stderr sums the run up.

Problems of set-up stop the run at once with one sentence, not a table: the key refused
(401), the organization unknown or forbidden (404 at organizationId, 403), a sender not
configured, the balance spent (402), still rate limited after waiting (429), nothing
listening at --url or any other 404 there (not the send endpoint).

Exit status: 0 all agree, 1 some disagree or got no answer, 2 bad options, unreadable
files or a --failures or --report-file path that cannot be written (before any request is
sent; a bad --profile file: one line with the path of its first problem), 3 stopped by a
problem of set-up (no verdict on the implementation).

Examples:
  rcs-send check --url http://127.0.0.1:8080/v1.2/rcs/send \\
    --organization-id 7d3f1c2a-5b6e-4f80-9a1b-2c3d4e5f6a7b --sender demo_agent --count 1000
  rcs-send check --config tenant.json --count 10000 --concurrency 8 --report junit --report-file check.xml
  head -n 1 rcs-send-check-failures.ndjson | jq -r .curl | sh    # with $RCS_SEND_API_KEY set
  rcs-send check --replay rcs-send-check-failures.ndjson
`,
  rules: `rcs-send rules [CODE...] [--json]

Lists every rule of the catalogue (or the named codes): its code, the rule and where it comes
from, the shape of the param it is reported at (i, j, k stand for indexes), an example issue
(what validate prints for one generated request that breaks it) and how fuzz breaks it.

Options:
  --json       print the same as one JSON array of
               {code, rule, source, param, example: {param, description}, mutation, fuzz}
  -h, --help   show this help

Exit status: 0, or 2 for an unknown code or option.

Examples:
  rcs-send rules
  rcs-send rules TEXT_TOO_LONG CARD_TITLE_TOO_LONG
  rcs-send rules --json | jq -r '.[].code'
`,
} as const;
