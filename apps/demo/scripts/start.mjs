#!/usr/bin/env node
// Starts the local stack (anvil chains with test contracts) and serves the demo's production build with
// the stack injected at serve time, then prints the URL. Used by `npm run demo` (after install and build).
//   PORT  port of the demo page (default 5173)
//   HOST  interface to bind (default 127.0.0.1; the printed URL says localhost for loopback)
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { inlineGlobalScript, serveStaticApp, startLocalStack } from '@walletdock/testing';
import { formatStartBanner } from './banner.mjs';

const distDir = fileURLToPath(new URL('../dist/', import.meta.url));
const port = Number(process.env.PORT ?? 5173);
const host = process.env.HOST ?? '127.0.0.1';

if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a port number, got "${process.env.PORT}".`);
  process.exit(2);
}
if (!existsSync(distDir)) {
  console.error('The demo is not built. Run `npm run demo` from the repository root (it builds first).');
  process.exit(1);
}

console.log('› starting the local stack (EVM and Solana chains, WalletConnect relay, services)…');
const stack = await startLocalStack();
let server;
try {
  server = await serveStaticApp({
    root: distDir,
    host,
    port,
    headHtml: inlineGlobalScript('__WALLETDOCK_STACK__', stack.toJSON()),
  });
} catch (error) {
  await stack.stop();
  if (error?.code === 'EADDRINUSE') {
    console.error(`Port ${port} is already in use. Start the demo on another port: PORT=5174 npm run demo`);
    process.exit(1);
  }
  throw error;
}

const loopback = host === '127.0.0.1' || host === '::1' || host === 'localhost';
const url = loopback ? `http://localhost:${server.port}` : server.url;
console.log(formatStartBanner(stack.toJSON(), url));

let stopping = false;
async function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  console.log(`\n› ${signal}: stopping the demo and the local stack…`);
  await Promise.allSettled([server.close(), stack.stop()]);
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
