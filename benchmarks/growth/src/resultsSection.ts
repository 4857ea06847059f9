import { readFileSync, writeFileSync } from 'node:fs';

/** Replaces what lies between `<!-- NAME:start -->` and `<!-- NAME:end -->` in the file at `url` with `text`; false if a marker is missing. */
export function replaceSection(url: URL, name: string, text: string): boolean {
  const [start, end] = [`<!-- ${name}:start -->`, `<!-- ${name}:end -->`];
  const readme = readFileSync(url, 'utf8');
  const from = readme.indexOf(start);
  const to = readme.indexOf(end);
  if (from < 0 || to < from) return false;
  writeFileSync(url, `${readme.slice(0, from + start.length)}\n${text}\n${readme.slice(to)}`);
  return true;
}
