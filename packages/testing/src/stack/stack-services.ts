import { startStackServer } from '../server/stack-server.js';
import { startServicesServer } from '../services/start-services-server.js';
import type { StartServicesServerOptions } from '../services/types.js';
import type { LocalSolanaChain } from '../solana/types.js';
import { InvalidStackOptionsError } from './errors.js';
import { startFaultProxy } from './fault-proxy.js';
import type { DevAccount, LocalChain } from './types.js';

/**
 * Which implementation serves the stack's open contracts: `server` is `@walletdock/server` (on PGlite) behind
 * the stack's fault proxy; `reference` is testing's own services server, computed from the chains.
 */
export type ServicesTarget = 'server' | 'reference';

/** The environment variable that picks the default {@link ServicesTarget} (the test suites run under both). */
export const SERVICES_TARGET_ENV = 'WALLETDOCK_SERVICES_TARGET';

/** The stack's services as started: their URL (with the test-only routes) and how to stop them. */
export type StackServices = {
  url: string;
  host: string;
  port: number;
  target: ServicesTarget;
  close(): Promise<void>;
};

/**
 * The target of `options.target`, else of the `WALLETDOCK_SERVICES_TARGET` environment variable, else `server`.
 * @throws {InvalidStackOptionsError} for any other value.
 */
export function servicesTarget(
  target: string | undefined = process.env[SERVICES_TARGET_ENV],
): ServicesTarget {
  if (target === undefined || target === '') return 'server';
  if (target === 'server' || target === 'reference') return target;
  throw new InvalidStackOptionsError(`The services target must be "server" or "reference", got "${target}"`);
}

/** Options of {@link startStackServices}: the reference's options (those the server has too are mapped). */
export type StartStackServicesOptions = Omit<StartServicesServerOptions, 'chains' | 'accounts' | 'host'> & {
  target?: ServicesTarget;
};

/**
 * Starts the stack's services on loopback: `@walletdock/server` configured for the chains (`startStackServer`)
 * behind the fault proxy (`startFaultProxy`: `/__faults` and `/__events`), or the reference services server.
 * On the server, `projectIds.allowed` is the list of configured projects (any other id, `REJECTED_PROJECT_ID`
 * among them, is 403 `invalid key`), `allowedOrigins`, `analyticsEnabled` and `fillerWallets` keep their
 * meaning; `pageSize` and `balanceCacheMs` are the reference's only (the server has the spec's 20 items and 30 s).
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
  const { target: requested, ...rest } = options;
  const target = servicesTarget(requested);
  if (target === 'reference') {
    const { solana, accounts } = stack;
    const services = await startServicesServer({
      ...rest,
      chains: [...stack.chains],
      accounts,
      ...(solana === undefined ? {} : { solana }),
      host,
    });
    return { url: services.url, host, port: services.port, target, close: () => services.close() };
  }
  const server = await startStackServer(stack, {
    fillerWallets: rest.fillerWallets ?? false,
    ...(rest.projectIds?.allowed === undefined ? {} : { projectIds: rest.projectIds.allowed }),
    ...(rest.allowedOrigins === undefined ? {} : { allowedOrigins: rest.allowedOrigins }),
    ...(rest.analyticsEnabled === undefined ? {} : { analytics: rest.analyticsEnabled }),
  });
  try {
    const proxy = await startFaultProxy({
      target: server.url,
      db: server.server.store.db,
      host,
      ...(rest.port === undefined ? {} : { port: rest.port }),
    });
    return {
      url: proxy.url,
      host,
      port: proxy.port,
      target,
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
