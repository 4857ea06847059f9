/**
 * The whole number `env[name]` from `low` to `high`, or undefined when it is unset or empty;
 * a TypeError naming the variable (never its value) for anything else: `${name} must be
 * ${meaning}`, by default "an integer from low to high".
 *
 * @internal
 */
export function _environmentInteger(env: NodeJS.ProcessEnv, name: string, low: number, high: number, meaning = `an integer from ${low} to ${high}`): number | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  const value = /^\d{1,10}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!(value >= low && value <= high)) throw new TypeError(`${name} must be ${meaning}`);
  return value;
}
