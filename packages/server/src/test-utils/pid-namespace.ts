import { readFileSync } from 'node:fs';

/** Wraps a command line to run as PID 1 of a new PID namespace (as in a container), with its own `/proc`. */
export const asPid1 = (argv: string[]): string[] => ['unshare', '--pid', '--fork', '--mount-proc', ...argv];

/**
 * The process `unshare --fork` started (PID 1 inside its namespace), seen from outside: the only child of
 * `unsharePid`.
 */
export function pid1Of(unsharePid: number): number {
  const children = readFileSync(`/proc/${unsharePid}/task/${unsharePid}/children`, 'utf8')
    .trim()
    .split(/\s+/);
  const child = Number(children[0]);
  if (!Number.isInteger(child) || child <= 0) throw new Error(`unshare ${unsharePid} has no child`);
  return child;
}

/** Whether `pid` is PID 1 of its own PID namespace (its `NSpid` line in `/proc` ends with 1). */
export function isPid1InItsNamespace(pid: number): boolean {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return /^NSpid:.*\s1$/m.test(status);
}
