#!/usr/bin/env node
import { parseArgs } from 'node:util';
import { HELP } from './help';
import { validateCommand } from './validate/validateCommand';

/** Runs the command line `argv` (without node and the script) and returns the exit code. */
async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command === undefined || command === '--help' || command === '-h' || command === 'help') {
    process.stdout.write(HELP.main);
    return command === undefined ? 2 : 0;
  }
  if (command === 'validate') {
    const { values, positionals } = parseArgs({
      args: rest,
      allowPositionals: true,
      options: {
        json: { type: 'boolean', default: false },
        'expect-invalid': { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
    if (values.help) {
      process.stdout.write(HELP.validate);
      return 0;
    }
    return validateCommand({
      paths: positionals,
      json: values.json,
      expectInvalid: values['expect-invalid'],
      out: process.stdout,
      err: process.stderr,
      stdin: process.stdin,
    });
  }
  process.stderr.write(`rcs-send: unknown command "${command}"\n\n${HELP.main}`);
  return 2;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`rcs-send: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 2;
  },
);
