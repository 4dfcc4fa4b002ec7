#!/usr/bin/env node
import { parseArgs } from 'node:util';
import { loadConfig } from './config/load-config.js';
import { createServer } from './server.js';

const USAGE = `Usage: walletdock-server [--config walletdock.config.json]

Serves the WalletDock services. Every setting can also come from the environment
(DATABASE_URL, WALLETDOCK_PORT, WALLETDOCK_DATA_DIR, …; see docs/server.md).`;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { config: { type: 'string', short: 'c' }, help: { type: 'boolean', short: 'h' } },
    strict: true,
  });
  if (values.help === true) {
    console.log(USAGE);
    return;
  }
  const config = await loadConfig(values.config ?? process.env.WALLETDOCK_CONFIG);
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
