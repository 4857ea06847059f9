// The few git commands the A/B benchmark runs: each either returns its output or throws an
// error that says which command failed and what git said.
import { execFileSync } from 'node:child_process';

/** Runs `git args` in `cwd` and returns its trimmed standard output; throws with git's message on failure. */
export function git(args: readonly string[], cwd: string): string {
  try {
    return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new Error(`git ${args.join(' ')} failed${stderr ? `: ${stderr}` : ''}`, { cause: error });
  }
}

/** The full commit id `ref` names in the repository at `cwd`, or undefined when it names no commit. */
export function commitOf(ref: string, cwd: string): string | undefined {
  try {
    return git(['rev-parse', '--verify', '--quiet', '--end-of-options', `${ref}^{commit}`], cwd);
  } catch {
    return undefined;
  }
}
