// The core's raw checks (`v.rawCheck`, `v.rawTransform`) report their codes from inside a
// function: the converter learns which rules they enforce by running them on probe values.
import { ERROR_CATALOGUE, type ErrorCode } from '@rcs-send/core';
import type { Json } from './json';

/** An action as valibot runs it. */
type Runnable = { '~run': (dataset: { typed: true; value: unknown }, config: object) => { issues?: { message: string }[] } };

/** Values of each JSON type that break the core's raw checks: every code each one reports shows up. */
const PROBES: Readonly<Record<string, readonly unknown[]>> = {
  // Media URLs (not a URL, http, a private host) and recipients (letters, a leading 0, too short, no such number).
  string: ['x', 'http://example.com/', 'https://127.0.0.1/', 'https://user@example.com/', '0351912345678', '3519', '999999999999'],
  // A key no schema of the core knows.
  object: [{ '\u0000probe': 1 }],
};

/** The longest list a probe tries: longer than any list limit of the core. */
const PROBE_LIST_MAX = 100;

/** The catalogue codes `action` reports for `value` (none when it throws: that probe does not apply). */
function codesFor(action: unknown, value: unknown): ErrorCode[] {
  try {
    const dataset = (action as Runnable)['~run']({ typed: true, value }, {});
    return (dataset.issues ?? []).map((issue) => issue.message).filter((m): m is ErrorCode => m in ERROR_CATALOGUE);
  } catch {
    return [];
  }
}

/** Every code `action` reports on the probe values of the JSON `type` it runs on. */
export function probeCodes(action: unknown, type: Json | undefined): ErrorCode[] {
  const values = PROBES[String(type)];
  if (values === undefined) throw new Error(`No probe values for a raw check on type ${String(type)}`);
  const codes = new Set(values.flatMap((value) => codesFor(action, value)));
  if (codes.size === 0) throw new Error(`A raw check on type ${String(type)} reported nothing on the probes`);
  return [...codes];
}

/** The length bounds a raw check on a list enforces, read by running it on lists of 0 to 100 elements. */
export function probeList(action: unknown): { bounds: { minItems?: number; maxItems?: number }; codes: ErrorCode[] } {
  const accepted: number[] = [];
  const codes = new Set<ErrorCode>();
  for (let length = 0; length <= PROBE_LIST_MAX; length++) {
    const reported = codesFor(action, new Array<number>(length).fill(0));
    if (reported.length === 0) accepted.push(length);
    reported.forEach((code) => codes.add(code));
  }
  const min = Math.min(...accepted);
  const max = Math.max(...accepted);
  if (accepted.length !== max - min + 1) throw new Error('A list check that accepts lengths with gaps');
  return {
    bounds: { ...(min > 0 && { minItems: min }), ...(max < PROBE_LIST_MAX && { maxItems: max }) },
    codes: [...codes],
  };
}
