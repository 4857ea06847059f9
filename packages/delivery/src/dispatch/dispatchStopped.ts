/** Thrown by a step of the dispatcher that its stop cut short before anything left: the message stays queued, and the dispatcher reports nothing. @internal */
export class _DispatchStopped extends Error {
  /** The dispatcher stopped. */
  constructor() {
    super('the dispatcher stopped before the step began');
    this.name = 'DispatchStopped';
  }
}
