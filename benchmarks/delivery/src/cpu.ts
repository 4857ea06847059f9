import { readFile } from 'node:fs/promises';

/** CPU milliseconds (user + system) a process has used, from /proc (Linux). */
export async function cpuMsOf(pid: number): Promise<number> {
  const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Microseconds per message of `ms` CPU milliseconds over `count` messages, to print. */
export const perMessage = (ms: number, count: number): string => `${Math.round((ms * 1000) / count)} µs`;
