import { type StartStackServerOptions, startStackServer } from '../server/stack-server.js';
import type { LocalSolanaChain } from '../solana/types.js';
import { startFaultProxy } from './fault-proxy.js';
import type { DevAccount, LocalChain } from './types.js';

/** The stack's services as started: their URL (with the test-only routes) and how to stop them. */
export type StackServices = {
  url: string;
  host: string;
  port: number;
  close(): Promise<void>;
};

/**
 * Options of {@link startStackServices}: the server's (`startStackServer`: filler wallets, project ids, allowed
 * origins, analytics) and the fault proxy's port (0, the default, picks a free one).
 */
export type StartStackServicesOptions = StartStackServerOptions & { port?: number };

/**
 * Starts the stack's services on loopback: `@walletdock/server` configured for the chains (`startStackServer`)
 * behind the fault proxy (`startFaultProxy`: `/__faults` and `/__events`), whose URL is the services' URL.
 */
export async function startStackServices(
  stack: {
    chains: readonly LocalChain[];
    accounts: readonly DevAccount[];
    solana?: LocalSolanaChain | undefined;
  },
  host: string,
  options: StartStackServicesOptions = {},
): Promise<StackServices> {
  const { port, ...serverOptions } = options;
  const server = await startStackServer(stack, serverOptions);
  try {
    const proxy = await startFaultProxy({
      target: server.url,
      db: server.server.store.db,
      host,
      ...(port === undefined ? {} : { port }),
    });
    return {
      url: proxy.url,
      host,
      port: proxy.port,
      close: async () => {
        await proxy.close();
        await server.close();
      },
    };
  } catch (error) {
    await server.close();
    throw error;
  }
}
