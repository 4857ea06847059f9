import { readdir, stat } from 'node:fs/promises';
import { extname, join } from 'node:path';

/** File endings read from a directory argument. */
const PAYLOAD_ENDINGS = new Set(['.json', '.ndjson', '.jsonl']);

/**
 * Expands command-line paths: a directory stands for its `.json`, `.ndjson` and `.jsonl`
 * files (sorted, not recursive); a file stands for itself; `-` stands for stdin.
 * A path that cannot be read is kept, so that reading it reports the error.
 */
export async function inputFiles(paths: readonly string[]): Promise<string[]> {
  const files: string[] = [];
  for (const path of paths) {
    const isDirectory = path !== '-' && (await stat(path).catch(() => undefined))?.isDirectory() === true;
    if (!isDirectory) {
      files.push(path);
      continue;
    }
    const names = (await readdir(path)).filter((name) => PAYLOAD_ENDINGS.has(extname(name))).sort();
    files.push(...names.map((name) => join(path, name)));
  }
  return files;
}
