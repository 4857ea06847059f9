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
A reader that closes the pipe early ("| head") ends any command quietly, exit status 0.
`,
  validate: `rcs-send validate [FILE...] [--json] [--expect | --expect-invalid] [--allow-empty]
                  [--now DATETIME]

Validates send requests against every rule of the spec and the contract.
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
  -h, --help         show this help

Output: "source:line: OK", or each error as "param: description (CODE)"; then, on stderr,
a summary: totals, issues by code, files read and skipped.
Exit status: 0 all valid, 1 some invalid, 2 unusable input (unreadable file, malformed JSON,
no request at all without --allow-empty) or bad options; with --expect-invalid, 0 all
invalid and 1 some valid; with --expect, 0 every line as expected and 1 some mismatch.

Examples:
  rcs-send validate schemas/examples
  rcs-send validate --expect-invalid schemas/examples/invalid
  rcs-send validate requests.ndjson --json > verdicts.ndjson
  cat request.json | rcs-send validate
  rcs-send fuzz --count 1000 --mixed --seed 7 > cases.ndjson
  rcs-send validate --expect cases.ndjson
  rcs-send fuzz --count 100 --invalid --seed 7 --now 2030-01-01T00:00:00Z \\
    | rcs-send validate --expect --now 2030-01-01T00:00:00Z
`,
  fuzz: `rcs-send fuzz [--count N] [--seed S] [--invalid | --mixed] [--rule CODE] [--now DATETIME]

Writes N generated send requests as NDJSON, one per line:
  {"request": {...}, "expect": {"ok": true}}
  {"request": {...}, "expect": {"ok": false, "code": "TEXT_TOO_LONG", "param": "messages[2].contentMessage.text"}}
An invalid request breaks exactly one rule of the catalogue ("rcs-send rules" lists them), so
any implementation, in any language, must reject it at that param. The same --seed, --now and
options give the same lines; without --now the clock enters the output (printed on stderr).
Valid expirationDateTime values are more than ${VALID_EXPIRATION_LEAD_DAYS} days after --now, so a saved corpus replays
against a live service for ${VALID_EXPIRATION_LEAD_DAYS} days; only EXPIRATION_NOT_IN_FUTURE puts one at or before it.

Options:
  --count N        how many requests (default 1)
  --seed S         the seed (default: random, printed on stderr)
  --invalid        every request breaks one rule, the rules taken in turn
  --mixed          valid and invalid requests, about half each
  --rule CODE      every request breaks this rule (implies --invalid); codes: rcs-send rules
  --now DATETIME   the clock of generation (default: now, to the second): valid
                   expirationDateTime values are more than ${VALID_EXPIRATION_LEAD_DAYS} days later,
                   expired ones at or before it
  -h, --help       show this help

Every rule but FIELD_UNREADABLE (a throwing getter is not JSON) can be generated.

Examples:
  rcs-send fuzz --count 1000 --invalid --seed 7 > cases.ndjson
  rcs-send fuzz --rule CARD_TITLE_TOO_LONG --count 20
  rcs-send fuzz --count 1000 --mixed --seed 7 --now 2030-01-01T00:00:00Z \\
    | rcs-send validate --json --now 2030-01-01T00:00:00Z
`,
  check: `rcs-send check --url URL [--api-key KEY] [--organization-id ID] [--from SENDER]
               [--count N] [--seed S] [--timeout MS]

Posts generated requests, valid ones and ones that break exactly one rule, to a running
implementation of POST /v1.2/rcs/send, and reports every response that disagrees: a valid
request must get 200 or 202 with no message rejected; a broken one must get 400 with
error.param at the broken field (or, from an implementation that accepts batches in part,
200/202 with that message rejected at that param). Ends with a table per rule.

Options:
  --url URL              the endpoint, e.g. http://127.0.0.1:8080/v1.2/rcs/send (required)
  --api-key KEY          sent as Authorization: Bearer KEY (default: $RCS_SEND_API_KEY)
  --organization-id ID   the organization the key may use, put in every request
  --from SENDER          a sender configured for it, put in every message
  --count N              how many requests (default 100)
  --seed S               the seed (default: random, printed on stderr)
  --timeout MS           per-request timeout in milliseconds (default 10000)
  -h, --help             show this help

A 429 is waited out (Retry-After, up to 3 times). A progress bar shows on a terminal,
plain lines when piped. Exit status: 0 all agree, 1 some disagree or got no response,
2 no response at all or bad options.

Example:
  rcs-send check --url http://127.0.0.1:8080/v1.2/rcs/send --api-key demo-key \\
    --organization-id 2f1c7a4e-8b3d-4c6a-9e2f-5d7b1a3c9e04 --from acme --count 500 --seed 7
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
