#!/usr/bin/env node
// The `walletdock-server` bin. A committed launcher rather than dist/cli.js itself: a bin must exist when the
// package is installed (a workspace install links bins before anything is built, and pnpm warns "Failed to
// create bin" for a missing target). It runs the built CLI, or says how to build it.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const cli = new URL('../dist/cli.js', import.meta.url);
if (!existsSync(cli)) {
  process.stderr.write(
    `walletdock-server: ${fileURLToPath(cli)} is missing: @walletdock/server is not built.\n` +
      'Build it first: pnpm --filter @walletdock/server build\n',
  );
  process.exit(1);
}
await import(cli.href);
