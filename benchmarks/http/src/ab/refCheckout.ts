// The sources of a git ref, runnable as the working tree's are: checked out in a temporary git
// worktree whose node_modules folders mirror the working tree's, so that its workspace packages
// resolve to the ref's sources and every other dependency to the working tree's install.
import { existsSync, lstatSync, mkdirSync, readdirSync, readlinkSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { git } from '@rcs-send/benchmark-ab/git';

/** The node_modules folders of the workspace's packages, relative to the root (the root's own not among them). */
function packageModuleFolders(root: string): string[] {
  const inGroups = ['packages', 'benchmarks'].flatMap((group) => readdirSync(join(root, group)).map((name) => join(group, name, 'node_modules')));
  return [...inGroups, join('examples', 'node_modules')].filter((folder) => existsSync(join(root, folder)));
}

/** Makes `at` (and the folders it sits in) a link to `target`. */
function linkAt(at: string, target: string): void {
  mkdirSync(dirname(at), { recursive: true });
  symlinkSync(target, at);
}

/**
 * Mirrors the working tree's `node_modules` folder `folder` into the checkout: each entry a link
 * of the same relative target, so a workspace package resolves to the checkout's sources and a
 * dependency (through the checkout's root `node_modules`, a link to the working tree's) to the
 * working tree's install; its `.bin` folder a link to the working tree's.
 */
function mirrorLinks(root: string, checkout: string, folder: string): void {
  for (const name of readdirSync(join(root, folder))) {
    const entry = join(folder, name);
    const stat = lstatSync(join(root, entry));
    if (stat.isSymbolicLink()) linkAt(join(checkout, entry), readlinkSync(join(root, entry)));
    else if (stat.isDirectory() && name.startsWith('@')) mirrorLinks(root, checkout, entry);
    else if (stat.isDirectory() && name === '.bin') linkAt(join(checkout, entry), realpathSync(join(root, entry))); // a package's own tools (the playground's vite), which its scripts run
  }
}

/**
 * Checks `commit` out at `checkout` (a path that does not exist yet) and makes it runnable with
 * the working tree's dependencies: its root `node_modules` is a link to the working tree's, the
 * others mirror the working tree's links. A ref whose dependencies differ from the working
 * tree's runs with the working tree's.
 */
export function checkOutRef(root: string, commit: string, checkout: string): void {
  git(['worktree', 'add', '--detach', '--quiet', checkout, commit], root);
  symlinkSync(realpathSync(join(root, 'node_modules')), join(checkout, 'node_modules'));
  for (const folder of packageModuleFolders(root)) {
    if (existsSync(dirname(join(checkout, folder)))) mirrorLinks(root, checkout, folder);
  }
}

/** Removes the worktree at `checkout` if it is there (even one whose checkout was interrupted, which git keeps locked), and forgets any worktree whose folder is gone. */
export function removeCheckout(root: string, checkout: string): void {
  try {
    git(['worktree', 'remove', '--force', '--force', checkout], root);
  } catch {
    // not there: never made, or removed already
  }
  git(['worktree', 'prune'], root);
}

/** True while the process `pid` runs. */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes the checkouts `ab-<pid>` under `parent` whose run no longer runs: a run killed outright
 * (pnpm may end its child with no signal handler run) cannot remove its own.
 */
export function removeAbandonedCheckouts(root: string, parent: string): void {
  if (!existsSync(parent)) return;
  for (const name of readdirSync(parent)) {
    const pid = /^ab-(\d+)$/.exec(name)?.[1];
    if (pid === undefined || isRunning(Number(pid))) continue;
    removeCheckout(root, join(parent, name, 'checkout'));
    rmSync(join(parent, name), { recursive: true, force: true });
  }
}
