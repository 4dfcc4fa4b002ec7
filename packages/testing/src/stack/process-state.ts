import { readdirSync, readFileSync } from 'node:fs';

/**
 * Whether `pid` is a running process. A zombie (exited, waiting to be reaped by its parent, or by init once
 * orphaned) counts as not running. Useful to assert that a stack left no process behind.
 */
export function isProcessRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  if (process.platform !== 'linux') return true;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The state follows the command name, which is in parentheses and may contain spaces.
    const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
    return state !== 'Z' && state !== 'X';
  } catch {
    return false;
  }
}

/** Resolves `true` once none of `pids` is running, or `false` after `timeoutMs`. */
export async function waitForProcessesToExit(pids: readonly number[], timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (!pids.some(isProcessRunning)) return true;
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * PIDs of the running anvil processes started with `--chain-id <chainId>`, found by reading `/proc` (Linux
 * only; elsewhere the list is empty). For tests that need to see processes they have no PID for.
 */
export function findAnvilProcesses(chainId: number): number[] {
  if (process.platform !== 'linux') return [];
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let args: string[];
    try {
      args = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
    } catch {
      continue;
    }
    const program = args[0] ?? '';
    const flag = args.indexOf('--chain-id');
    if (/(^|\/)anvil(\.exe)?$/.test(program) && flag >= 0 && args[flag + 1] === String(chainId)) {
      const pid = Number(entry);
      if (isProcessRunning(pid)) pids.push(pid);
    }
  }
  return pids;
}
