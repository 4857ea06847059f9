/**
 * Writes `event` as one JSON log line on stdout, with the time first: what the bin's long-running
 * commands (serving, worker) log.
 *
 * @internal
 */
export function _logEvent(event: Record<string, unknown>): void {
  process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), ...event })}\n`);
}
