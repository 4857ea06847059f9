#!/usr/bin/env node
// Committed launcher of the built program: installs can link the bin before dist/ exists, and
// then it says so in one line (exit 2) instead of Node's module-not-found stack.
import { existsSync } from 'node:fs';
import { URL } from 'node:url';

const program = new URL('../dist/bin.js', import.meta.url);
if (existsSync(program)) await import(program.href);
else {
  process.stderr.write('rcs-send-server: not built yet: run "pnpm build" in the rcs-send repository first (or "pnpm start" there, which runs the sources)\n');
  process.exitCode = 2;
}
