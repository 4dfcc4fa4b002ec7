#!/usr/bin/env node
// The `walletdock-stack` bin. A committed launcher rather than dist/cli.js itself: a bin must exist when the
// package is installed (a workspace install links bins before anything is built, and pnpm warns "Failed to
// create bin" for a missing target). It runs the built CLI's main(), or says how to build it.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const cli = new URL('../dist/cli.js', import.meta.url);
if (!existsSync(cli)) {
  process.stderr.write(
    `walletdock-stack: ${fileURLToPath(cli)} is missing: @walletdock/testing is not built.\n` +
      'Build it first: pnpm --filter @walletdock/testing... build\n',
  );
  process.exit(1);
}
const { main, EXIT } = await import(cli.href);
main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
    // As dist/cli.js run directly: do not hang if something still holds the event loop once the stack stopped.
    setTimeout(() => process.exit(code), 2_000).unref();
  },
  (error) => {
    process.stderr.write(
      `walletdock-stack: ${error instanceof Error ? `${error.name}: ${error.message}` : error}\n`,
    );
    process.exit(EXIT.failed);
  },
);
