/**
 * Ends the process when writing to stdout or stderr fails, instead of an unhandled 'error'
 * event and its stack trace. A reader that went away (EPIPE: `rcs-send fuzz | head -1`) ends
 * it quietly with exit 0, as a pipeline whose reader had enough; any other write error (a full
 * disk) ends it with one sentence on stderr, when stderr still works, and exit 2.
 */
export function endOnClosedOutput(proc: NodeJS.Process): void {
  for (const stream of [proc.stdout, proc.stderr]) {
    stream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EPIPE') proc.exit(0);
      if (stream !== proc.stderr) proc.stderr.write(`rcs-send: cannot write the output (${error.code ?? error.message})\n`);
      proc.exit(2);
    });
  }
}
