/** A command that cannot do its job: the message says why in one line, the bin exits 1. @internal */
export class _CommandError extends Error {
  /** An error whose `message` is shown to the operator as it is. */
  constructor(message: string) {
    super(message);
    this.name = 'CommandError';
  }
}
