// Builds the two cores the A/B benchmark compares, the same way: the core's sources at a git
// ref (checked out in a temporary worktree, removed before this returns, even on failure) and
// the working tree's, each bundled by esbuild into one ES module with its dependencies.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { git } from './git';

/** The core's entry, relative to a checkout's root. */
const CORE_ENTRY = 'packages/core/src/index.ts';

/**
 * Bundles `entry` into `outfile`: ES2022 as the package build targets, one file, dependencies
 * (valibot, libphonenumber-js) resolved from the working tree's core, so both cores get the same ones.
 */
async function bundle(entry: string, outfile: string, root: string): Promise<void> {
  const result = await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'es2022',
    nodePaths: [join(root, 'packages/core/node_modules')],
    logLevel: 'silent',
  }).catch((error: { errors?: { text: string; location?: { file: string; line: number } | null }[] }) => {
    const first = error.errors?.[0];
    const where = first?.location ? ` (${first.location.file}:${first.location.line})` : '';
    throw new Error(`esbuild could not bundle ${entry}: ${first?.text ?? String(error)}${where}`);
  });
  if (result.errors.length > 0) throw new Error(`esbuild could not bundle ${entry}: ${result.errors[0]?.text}`);
}

/** The bundled cores: the one at the ref and the working tree's, as files to import. */
export interface BuiltCores {
  /** The core at the ref. */
  readonly ref: string;
  /** The working tree's core (its files as they are on disk, committed or not). */
  readonly working: string;
}

/**
 * Checks out `commit` in a temporary worktree under `scratch`, bundles its core and the
 * working tree's (at `root`) into `scratch`, and removes the worktree before returning.
 */
export async function buildCores(root: string, commit: string, scratch: string, progress: (line: string) => void): Promise<BuiltCores> {
  const checkout = join(scratch, 'checkout');
  const cores = { ref: join(scratch, 'core-ref.mjs'), working: join(scratch, 'core-working.mjs') };
  progress(`checking out ${commit.slice(0, 12)} in a temporary worktree`);
  git(['worktree', 'add', '--detach', '--quiet', checkout, commit], root);
  try {
    if (!existsSync(join(checkout, CORE_ENTRY))) throw new Error(`${commit.slice(0, 12)} has no ${CORE_ENTRY}: not a commit of the core`);
    progress('bundling the core at the ref');
    await bundle(join(checkout, CORE_ENTRY), cores.ref, root);
  } finally {
    git(['worktree', 'remove', '--force', checkout], root);
  }
  progress('bundling the working tree\'s core');
  await bundle(join(root, CORE_ENTRY), cores.working, root);
  return cores;
}
