import { readdir, stat } from 'node:fs/promises';
import { extname, join } from 'node:path';

/** File endings read from a folder. */
const PAYLOAD_ENDINGS = new Set(['.json', '.ndjson', '.jsonl']);

/** A path met in a folder and not read, with why. */
export interface SkippedPath {
  /** The path, as reached from the command-line argument. */
  path: string;
  /** Why it is not read. */
  reason: string;
}

/** What the command-line paths stand for. */
export interface InputListing {
  /** The inputs to read, in order: files, and `-` for stdin. */
  files: string[];
  /** Everything met in a folder and not read. */
  skipped: SkippedPath[];
  /** Folders (arguments) that hold no payload file at any depth. */
  emptyFolders: string[];
  /** Folders that could not be listed, with the reason. */
  unreadable: SkippedPath[];
}

/** Adds the payload files below `folder` (any depth), and what it skips, to `listing`. */
async function walkFolder(folder: string, listing: InputListing): Promise<void> {
  let entries;
  try {
    entries = await readdir(folder, { withFileTypes: true });
  } catch (error) {
    listing.unreadable.push({ path: folder, reason: (error as NodeJS.ErrnoException).code ?? String(error) });
    return;
  }
  for (const entry of entries) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) await walkFolder(path, listing);
    else if (entry.isSymbolicLink()) {
      const target = await stat(path).catch(() => undefined);
      if (target?.isFile() === true && PAYLOAD_ENDINGS.has(extname(path))) listing.files.push(path);
      else listing.skipped.push({ path, reason: target?.isDirectory() === true ? 'link to a folder, not followed' : 'link, not to a .json, .ndjson or .jsonl file' });
    } else if (!entry.isFile()) listing.skipped.push({ path, reason: 'not a regular file' });
    else if (PAYLOAD_ENDINGS.has(extname(entry.name))) listing.files.push(path);
    else listing.skipped.push({ path, reason: 'not .json, .ndjson or .jsonl' });
  }
}

/** Sorts paths by their code units: the same order on every machine and locale. */
const byCodeUnits = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Expands command-line paths: a folder stands for its `.json`, `.ndjson` and `.jsonl` files
 * at any depth (sorted by path; links to folders are not followed); a file stands for itself
 * whatever its name; `-` stands for stdin. Nothing is skipped without being listed. A path
 * that cannot be read is kept, so that reading it reports the error.
 */
export async function inputFiles(paths: readonly string[]): Promise<InputListing> {
  const listing: InputListing = { files: [], skipped: [], emptyFolders: [], unreadable: [] };
  for (const path of paths) {
    const isFolder = path !== '-' && (await stat(path).catch(() => undefined))?.isDirectory() === true;
    if (!isFolder) {
      listing.files.push(path);
      continue;
    }
    const found: InputListing = { files: [], skipped: [], emptyFolders: [], unreadable: [] };
    await walkFolder(path, found);
    if (found.files.length === 0 && found.unreadable.length === 0) listing.emptyFolders.push(path);
    listing.files.push(...found.files.sort(byCodeUnits));
    listing.skipped.push(...found.skipped.sort((a, b) => byCodeUnits(a.path, b.path)));
    listing.unreadable.push(...found.unreadable);
  }
  return listing;
}
