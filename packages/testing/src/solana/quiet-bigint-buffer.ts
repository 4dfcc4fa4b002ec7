import { createRequire } from 'node:module';

/**
 * Loads `bigint-buffer` (a dependency of `@solana/spl-token`, through `@solana/buffer-layout-utils`) before
 * anything else does, with one line of its output filtered. On load it probes for an optional native binding
 * and, when none is built (the usual case: pnpm does not run its install script), prints
 * `bigint: Failed to load bindings, pure JS will be used (try npm run rebuild?)` with `console.warn`. The pure-JS
 * path is the intended one here (the local Solana chain converts a handful of token amounts), so the line only
 * looks like an error and names a script this repository does not have. Node caches the module, so the later
 * import by `@solana/spl-token` reuses this instance and prints nothing. Every other warning passes through.
 *
 * Import this module, for its side effect, before `@solana/spl-token` in every module that imports it.
 */
export const BIGINT_BUFFER_BINDINGS_WARNING =
  'bigint: Failed to load bindings, pure JS will be used (try npm run rebuild?)';

function loadQuietly(): void {
  const fromSplToken = createRequire(createRequire(import.meta.url).resolve('@solana/spl-token'));
  const fromLayoutUtils = createRequire(fromSplToken.resolve('@solana/buffer-layout-utils'));
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    if (args.length === 1 && args[0] === BIGINT_BUFFER_BINDINGS_WARNING) return;
    warn(...args);
  };
  try {
    fromLayoutUtils('bigint-buffer');
  } finally {
    console.warn = warn;
  }
}

loadQuietly();
