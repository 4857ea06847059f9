import type { PortName } from '../ports/ports';

/** An error thrown by a port, tagged with the port's name. @internal */
export class _PortFailure extends Error {
  /** The port that threw. */
  readonly port: PortName;
  /** What it threw (never shown to a client). */
  override readonly cause: unknown;

  /** Wraps `cause`, thrown by `port`. */
  constructor(port: PortName, cause: unknown) {
    super(`the ${port} port failed`);
    this.name = 'PortFailure';
    this.port = port;
    this.cause = cause;
  }
}

/** Calls a port, turning a throw (synchronous or not) into a {@link _PortFailure}. @internal */
export async function _callPort<T>(port: PortName, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw new _PortFailure(port, error);
  }
}
