import { inlineGlobalScript, serveStaticApp, startLocalStack, startStackServer } from '@walletdock/testing';
import { demoBuildRoot } from './demo-build-root.js';

/**
 * Starts the local stack and serves the demo's production build against it, for every e2e test; and a
 * directory-only `@walletdock/server` that also lists the generated filler wallets (read-only for the tests: the
 * `fillerDirectoryUrl` fixture and the hostile directory's upstream), one for all workers instead of one per
 * worker and fixture (each is a PGlite database: seconds of CPU to start, and its queries ran in the workers).
 * Workers read the URLs and the stack from the environment (see fixtures.ts). Returns the teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const [stack, filler] = await Promise.allSettled([
    startLocalStack(),
    startStackServer({ chains: [] }, { fillerWallets: true }),
  ]);
  const stop = () =>
    Promise.allSettled([
      stack.status === 'fulfilled' ? stack.value.stop() : undefined,
      filler.status === 'fulfilled' ? filler.value.close() : undefined,
    ]);
  if (stack.status === 'rejected' || filler.status === 'rejected') {
    await stop();
    throw stack.status === 'rejected' ? stack.reason : (filler as PromiseRejectedResult).reason;
  }
  try {
    const server = await serveStaticApp({
      root: demoBuildRoot('dist'),
      headHtml: inlineGlobalScript('__WALLETDOCK_STACK__', stack.value.toJSON()),
    });
    process.env.WALLETDOCK_STACK = JSON.stringify(stack.value.toJSON());
    process.env.WALLETDOCK_DEMO_URL = server.url;
    process.env.WALLETDOCK_FILLER_DIRECTORY_URL = filler.value.url;
    return async () => {
      await Promise.allSettled([server.close(), stop()]);
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
