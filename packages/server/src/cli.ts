#!/usr/bin/env node
import { parseArgs } from 'node:util';
import { configSummary } from './config/config-summary.js';
import { loadConfig } from './config/load-config.js';
import { DEFAULT_SEED_FILE, readDirectorySeed } from './directory/seed-file.js';

const USAGE = `Usage: walletdock-server [--config walletdock.config.json] [--check]

Serves the WalletDock services. Every setting can also come from the environment
(DATABASE_URL, WALLETDOCK_PORT, WALLETDOCK_DATA_DIR, …; see docs/server.md).

  -c, --config <file>  the JSON configuration (default: $WALLETDOCK_CONFIG)
      --check          validate the configuration (file, environment and directory seed, as a start
                       does) and exit: 0 with a one-line summary, or 1 with the error; opens no store
  -h, --help           print this help`;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      config: { type: 'string', short: 'c' },
      check: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  if (values.help === true) {
    console.log(USAGE);
    return;
  }
  const config = await loadConfig(values.config ?? process.env.WALLETDOCK_CONFIG);
  if (values.check === true) {
    const seed = await readDirectorySeed(config.directorySeed ?? DEFAULT_SEED_FILE);
    console.log(`walletdock-server: configuration OK: ${configSummary(config, seed)}`);
    return;
  }
  // Loaded only to serve: `--check` and `--help` need none of the server's modules.
  const { createServer } = await import('./server.js');
  const server = await createServer(config);
  const url = await server.listen();
  server.app.log.info({ url, store: server.store.kind }, 'walletdock-server listening');
  const stop = (signal: string) => {
    server.app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(`walletdock-server: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
