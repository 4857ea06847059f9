#!/usr/bin/env node
import { checkCommand } from './check/checkCommand';
import { endOnClosedOutput } from './closedPipe';
import { fuzzCommand } from './fuzz/fuzzCommand';
import { HELP } from './help';
import { UsageError, type CommandIo } from './io';
import { rulesCommand } from './rules/rulesCommand';
import { validateCommand } from './validate/validateCommand';
import { asksForVersion, cliVersion } from './version';

/** Every command, by name. */
const COMMANDS: Record<string, (args: string[], io: CommandIo) => Promise<number>> = {
  validate: validateCommand,
  fuzz: fuzzCommand,
  check: checkCommand,
  rules: rulesCommand,
};

/** Runs the command line `argv` (without node and the script) and returns the exit code. */
async function main(argv: string[], io: CommandIo): Promise<number> {
  const [name, ...args] = argv;
  if (asksForVersion(argv)) {
    io.stdout.write(`rcs-send ${cliVersion()}\n`);
    return 0;
  }
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    io.stdout.write(HELP.main);
    return name === undefined ? 2 : 0;
  }
  const command = COMMANDS[name];
  if (command === undefined) {
    io.stderr.write(`rcs-send: unknown command "${name}"\n\n${HELP.main}`);
    return 2;
  }
  try {
    return await command(args, io);
  } catch (error) {
    io.stderr.write(`rcs-send ${name}: ${error instanceof Error ? error.message : String(error)}\n`);
    if (error instanceof UsageError) io.stderr.write(`Run "rcs-send ${name} --help" for usage.\n`);
    return 2;
  }
}

endOnClosedOutput(process);
main(process.argv.slice(2), { stdin: process.stdin, stdout: process.stdout, stderr: process.stderr }).then((code) => {
  process.exitCode = code;
});
