/** The shipped example requests (`schemas/examples/*.json`), as written, by file name without `.json`. */
const FILES = import.meta.glob<string>('../../../../schemas/examples/*.json', { eager: true, query: '?raw', import: 'default' });

/** One shipped example. */
export interface Example {
  /** The file name without `.json`, e.g. `carousel`. */
  readonly name: string;
  /** The JSON text, as shipped. */
  readonly text: string;
}

/** The shipped examples, by name; text with suggestions first (the page opens on it). */
export const EXAMPLES: readonly Example[] = Object.entries(FILES)
  .map(([path, text]) => ({ name: path.slice(path.lastIndexOf('/') + 1, -'.json'.length), text }))
  .sort((a, b) => Number(b.name === 'text-with-suggestions') - Number(a.name === 'text-with-suggestions') || a.name.localeCompare(b.name));
