import { _logEvent } from './logEvent';

/**
 * Resolves to the exit code once SIGINT or SIGTERM stopped what `close` closes: 0 when it
 * closed, 1 when closing failed. Logs the signal; a second signal exits at once (130).
 *
 * @internal
 */
export function _untilStopped(close: () => Promise<void>): Promise<number> {
  return new Promise((resolve) => {
    const stop = (signal: NodeJS.Signals): void => {
      process.once(signal, () => process.exit(130));
      _logEvent({ event: 'shutdown', signal });
      close().then(
        () => resolve(0),
        () => resolve(1),
      );
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
}
