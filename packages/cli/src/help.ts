/** Help text of each command, and of the program. */
export const HELP = {
  main: `rcs-send: tools for POST /v1.2/rcs/send payloads

Usage:
  rcs-send <command> [options]

Commands:
  validate [FILE...]   validate JSON or NDJSON send requests (files, directories or stdin)

Run "rcs-send <command> --help" for a command's options and examples.
`,
  validate: `rcs-send validate [FILE...] [--json] [--expect-invalid]

Validates send requests against every rule of the spec and the contract.
Each FILE is a JSON document (one request) or NDJSON (one request a line);
a directory stands for its .json, .ndjson and .jsonl files; no FILE or "-" reads stdin.
Large NDJSON inputs are streamed, never read whole.

Options:
  --json             print the core's result per request as one JSON line each
  --expect-invalid   the requests are meant to be rejected: exit 0 iff every one is invalid
  -h, --help         show this help

Output: "source:line: OK", or each error as "param: description (CODE)".
Exit status: 0 all valid, 1 some invalid, 2 unusable input (unreadable file, malformed JSON,
empty input); with --expect-invalid, 0 all invalid and 1 some valid.

Examples:
  rcs-send validate schemas/examples
  rcs-send validate --expect-invalid schemas/examples/invalid
  rcs-send validate requests.ndjson --json > verdicts.ndjson
  cat request.json | rcs-send validate
`,
} as const;
