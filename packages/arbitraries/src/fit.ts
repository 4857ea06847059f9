import { jsonByteLength, jsonCodePointBytes } from './bytes';

/** Keys of free text that may be shortened (never below one code point) without breaking a rule. @internal */
const TRIMMABLE_KEYS: ReadonlySet<string> = new Set(['text', 'title', 'description', 'postbackData', 'label']);

interface Candidate {
  readonly holder: Record<string, unknown>;
  readonly key: string;
  readonly codePoints: readonly string[];
  /** prefix[n]: JSON bytes of the first n code points. */
  readonly prefix: readonly number[];
}

function collect(value: unknown, into: Candidate[]): void {
  if (Array.isArray(value)) {
    for (const element of value) collect(element, into);
    return;
  }
  if (value === null || typeof value !== 'object') return;
  const holder = value as Record<string, unknown>;
  for (const [key, child] of Object.entries(holder)) {
    if (typeof child === 'string' && TRIMMABLE_KEYS.has(key)) {
      const codePoints = [...child];
      const prefix = [0];
      for (const codePoint of codePoints) prefix.push((prefix.at(-1) ?? 0) + jsonCodePointBytes(codePoint));
      into.push({ holder, key, codePoints, prefix });
    } else collect(child, into);
  }
}

/** Code points kept when a string may take at most `cap` bytes (at least one). */
function keptLength(candidate: Candidate, cap: number): number {
  let low = 1;
  let high = candidate.codePoints.length;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if ((candidate.prefix[middle] ?? 0) <= cap) low = middle;
    else high = middle - 1;
  }
  return low;
}

function saving(candidates: readonly Candidate[], cap: number): number {
  let saved = 0;
  for (const candidate of candidates) {
    const total = candidate.prefix.at(-1) ?? 0;
    saved += total - (candidate.prefix[keptLength(candidate, cap)] ?? 0);
  }
  return saved;
}

/** Fits a JSON value into `budget` bytes by cutting its longest free-text strings to one common byte cap. @internal */
export function fitToBytes<T>(value: T, budget: number): T {
  const excess = jsonByteLength(value) - budget;
  if (excess <= 0) return value;
  const copy = structuredClone(value);
  const candidates: Candidate[] = [];
  collect(copy, candidates);
  let low = 0;
  let high = Math.max(0, ...candidates.map((candidate) => candidate.prefix.at(-1) ?? 0));
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (saving(candidates, middle) >= excess) low = middle;
    else high = middle - 1;
  }
  for (const candidate of candidates) {
    const kept = keptLength(candidate, low);
    if (kept < candidate.codePoints.length) candidate.holder[candidate.key] = candidate.codePoints.slice(0, kept).join('');
  }
  return copy;
}
