import type { IncomingMessage } from 'node:http';
import { _readBody } from './readBody';

/** The JSON body of a request of at most `maxBytes`, or a sentence saying why there is none. @internal */
export async function _readJson(request: IncomingMessage, maxBytes: number): Promise<{ readonly value: unknown } | string> {
  const text = await _readBody(request, maxBytes);
  if (text === undefined) return `the body must be at most ${maxBytes} bytes`;
  try {
    return { value: JSON.parse(text) as unknown };
  } catch {
    return 'the body must be JSON';
  }
}

/** `value` as a JSON object whose keys are all in `known`, or a sentence saying why it is not one. @internal */
export function _objectOf(value: unknown, known: readonly string[]): Readonly<Record<string, unknown>> | string {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'the body must be a JSON object';
  const unknown = Object.keys(value).find((key) => !known.includes(key));
  return unknown === undefined ? (value as Record<string, unknown>) : `Invalid JSON payload received. Unknown name "${unknown}".`;
}
