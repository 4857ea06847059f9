/**
 * A fault of the command line as typed (an unknown option or command, a missing, repeated or
 * impossible value): the bin prints its message, then points to the `--help` of `command`, and
 * exits 2. A TypeError, as every other bad input of the bin.
 *
 * @internal
 */
export class _UsageError extends TypeError {
  /** The command whose `--help` says how to call it: `rcs-send-server` or `rcs-send-server tenants`. */
  readonly command: string;

  /** A fault of the command line of `command`, said by `message`. */
  constructor(message: string, command = 'rcs-send-server') {
    super(message);
    this.name = 'UsageError';
    this.command = command;
  }
}
