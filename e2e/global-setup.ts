import { fileURLToPath } from 'node:url';
import { inlineGlobalScript, serveStaticApp, startLocalStack } from '@walletdock/testing';

/**
 * Starts the local stack and serves the demo's production build against it, for every e2e test.
 * Workers read the stack and the URL from the environment (see fixtures.ts). Returns the teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const stack = await startLocalStack();
  try {
    const server = await serveStaticApp({
      root: fileURLToPath(new URL('../apps/demo/dist/', import.meta.url)),
      headHtml: inlineGlobalScript('__WALLETDOCK_STACK__', stack.toJSON()),
    });
    process.env.WALLETDOCK_STACK = JSON.stringify(stack.toJSON());
    process.env.WALLETDOCK_DEMO_URL = server.url;
    return async () => {
      await Promise.allSettled([server.close(), stack.stop()]);
    };
  } catch (error) {
    await stack.stop();
    throw error;
  }
}
