/**
 * The registry of child processes this Node process must not leave behind, and the process-level hooks that
 * stop them when the process ends: `exit`, SIGINT, SIGTERM and SIGHUP. (A SIGKILL of this process runs no
 * JavaScript; that case is covered per process by the shell guard in `anvil-process.ts`.)
 *
 * The hooks are installed while at least one process is registered and removed with the last one, so an
 * idle import changes nothing about how the process handles signals.
 */

/** A child process the registry can stop. */
export type GuardedProcess = {
  /** Stops the process; resolves once it has exited. Idempotent. */
  stop(): Promise<void>;
  /** Best effort for the `exit` hook, where nothing asynchronous runs: signals the process, does not wait. */
  killNow(): void;
};

const SIGNALS: readonly NodeJS.Signals[] =
  process.platform === 'win32' ? ['SIGINT', 'SIGTERM'] : ['SIGINT', 'SIGTERM', 'SIGHUP'];

const live = new Set<GuardedProcess>();
const signalHandlers = new Map<NodeJS.Signals, () => void>();
let installed = false;

/**
 * Registers a process; returns the function that unregisters it (call it once the process has exited).
 */
export function trackProcess(child: GuardedProcess): () => void {
  live.add(child);
  install();
  return () => {
    live.delete(child);
    if (live.size === 0) uninstall();
  };
}

/** How many registered processes are still running (for tests and diagnostics). */
export function trackedProcessCount(): number {
  return live.size;
}

function install(): void {
  if (installed) return;
  installed = true;
  process.on('exit', onExit);
  for (const signal of SIGNALS) {
    const handler = (): void => onSignal(signal);
    signalHandlers.set(signal, handler);
    process.on(signal, handler);
  }
}

function uninstall(): void {
  if (!installed) return;
  installed = false;
  process.off('exit', onExit);
  for (const [signal, handler] of signalHandlers) process.off(signal, handler);
  signalHandlers.clear();
}

function onExit(): void {
  for (const child of live) child.killNow();
}

let reraising = false;

/**
 * Stops every registered process. When another listener handles the signal too, that listener decides how the
 * process ends (for example the CLI stops its stack and exits 0). Otherwise, once the processes have exited,
 * the handlers are removed and the signal is raised again so that its default action ends the process with
 * the usual status; a second signal during that cleanup re-raises at once.
 */
function onSignal(signal: NodeJS.Signals): void {
  const ownHandler = signalHandlers.get(signal);
  const othersListening = process.listeners(signal).some((listener) => listener !== ownHandler);
  if (othersListening) {
    void stopAll();
    return;
  }
  if (reraising) {
    onExit();
    reraise(signal);
    return;
  }
  reraising = true;
  void stopAll().finally(() => reraise(signal));
}

async function stopAll(): Promise<void> {
  await Promise.allSettled([...live].map((child) => child.stop()));
}

function reraise(signal: NodeJS.Signals): void {
  uninstall();
  process.kill(process.pid, signal);
}
