import type { Connection } from '@solana/web3.js';
import {
  type CaipNetwork,
  type CaipNetworkId,
  type ChainAdapterTransfers,
  type ConnectorSessions,
  lazyOnce,
} from '@walletdock/core';
import type { Connections } from '../rpc/connections.js';
import type { SolanaRpcUrls } from '../rpc/urls.js';
import type { SolanaAdapter, SolanaAdapterMethods } from './types.js';
import type { SolanaSession } from './wallet-session.js';

type RpcMethods = Required<
  Pick<SolanaAdapter, 'getBalance' | 'getTokenBalances' | 'signMessage' | 'sendTransaction'>
> & {
  solana: Omit<SolanaAdapterMethods, 'getWallet' | 'getAccount' | 'getCaipNetworkId'>;
  /** The send feature's transfer pricing and waiting, loaded with the transactions code. */
  transfers: Pick<ChainAdapterTransfers, 'estimateFee' | 'waitForTransaction'>;
};

/**
 * The per-network `Connection` cache (with core's retrying fetch), loaded with `import()` on the first RPC read:
 * listing wallets and connecting never read the chain.
 */
const connectionsModule = () => import('../rpc/connections.js');

/** SOL and SPL balance reads (token account decoding), loaded with `import()` on the first balance read. */
const balancesModule = () => import('../balances/read-balances.js');

/**
 * Message signing, transaction building (SOL and SPL transfers), signing and sending, and the send feature's fee
 * estimate and confirmation wait, loaded with `import()` on first use: nothing before the modal's first signature
 * or send needs them.
 */
const transactionsModule = () => import('./transactions.js');

/** The adapter's reads, signing and sending, each loading its code on first use. */
export function solanaRpcMethods(params: {
  rpcUrls: SolanaRpcUrls | undefined;
  known: () => readonly CaipNetwork[];
  networkOf: (caipNetworkId: CaipNetworkId) => CaipNetwork;
  sessions: ConnectorSessions<SolanaSession>;
}): RpcMethods {
  const { rpcUrls, known, networkOf, sessions } = params;
  // the chunk failed to load: a later call tries again
  const connections = lazyOnce<Connections>(async () =>
    (await connectionsModule()).createConnections(rpcUrls),
  );
  const loadConnections = () => connections.get();

  /** The network's `Connection`; an unknown network throws at once, as before the reads were lazy. */
  function connectionOf(caipNetworkId: CaipNetworkId): Promise<Connection> {
    const network = networkOf(caipNetworkId);
    return loadConnections().then((loaded) => loaded.get(network));
  }

  /** Signing and sending over this adapter's sessions and connections. */
  const transactions = async () =>
    (await transactionsModule()).solanaTransactions({ known, networkOf, connectionOf, sessions });

  return {
    async getBalance({ address, caipNetworkId }) {
      const network = networkOf(caipNetworkId);
      const connection = await connectionOf(caipNetworkId);
      const { readSolBalance } = await balancesModule();
      return readSolBalance(connection, network, address);
    },

    async getTokenBalances({ address, caipNetworkId, tokens }) {
      const connection = await connectionOf(caipNetworkId);
      const { readTokenBalances } = await balancesModule();
      return readTokenBalances(connection, address, tokens);
    },

    // Cancelling (core's `signal`) is handled by the loaded code: the wallet is not asked once it has aborted.
    async signMessage(parameters) {
      return (await transactions()).signMessage(parameters);
    },

    async sendTransaction(parameters) {
      return (await transactions()).sendTransfer(parameters);
    },

    solana: {
      getConnection: ({ caipNetworkId }) => connectionOf(caipNetworkId),
      signMessage: async (p) => (await transactions()).methods.signMessage(p),
      signTransaction: async (p) => (await transactions()).methods.signTransaction(p),
      signAndSendTransaction: async (p) => (await transactions()).methods.signAndSendTransaction(p),
      buildTransfer: async (p) => (await transactions()).methods.buildTransfer(p),
      estimateFee: async (p) => (await transactions()).methods.estimateFee(p),
    },

    transfers: {
      estimateFee: async (p) => (await transactions()).transfers.estimateFee(p),
      waitForTransaction: async (p) => (await transactions()).transfers.waitForTransaction(p),
    },
  };
}
