import type { CaipNetwork, CaipNetworkId, ConnectorSessions } from '@walletdock/core';
import type { PublicClient } from 'viem';
import { chainIdOf } from '../networks/chain-id.js';
import type { SendTransactionParameters } from '../transactions/send-transaction.js';
import type { EvmSession } from './injected-session.js';
import type { EvmAdapter } from './types.js';

type RpcMethods = Pick<
  EvmAdapter,
  | 'getBalance'
  | 'getTokenBalances'
  | 'getGasPrice'
  | 'getMaxPriorityFeePerGas'
  | 'resolveName'
  | 'getProvider'
  | 'signMessage'
  | 'sendTransaction'
>;

/**
 * Sending (building, checking and submitting the transaction, and mapping a revert), loaded with `import()` on
 * the first send: nothing before the modal opens needs it.
 */
const sendTransactionModule = () => import('../transactions/evm-send.js');

/**
 * The reads (balances, gas, names) and message signing, loaded with `import()` on first use like sending: they
 * carry the address checks (EIP-55, Keccak-256), which the page's first load does not need.
 */
const readsModule = () => import('../reads/reads.js');
const signingModule = () => import('../signing/sign-message.js');

/** The adapter's reads (over viem public clients, loaded on first use), signing and sending. */
export function evmRpcMethods(params: {
  networkOf: (caipNetworkId: CaipNetworkId) => CaipNetwork;
  publicClientOf: (network: CaipNetwork) => Promise<PublicClient>;
  sessions: ConnectorSessions<EvmSession>;
}): RpcMethods {
  const { networkOf, publicClientOf, sessions } = params;
  return {
    async getBalance({ address, caipNetworkId }) {
      const network = networkOf(caipNetworkId);
      const { readNativeBalance } = await readsModule();
      return readNativeBalance(await publicClientOf(network), network, address);
    },

    async getTokenBalances({ address, caipNetworkId, tokens }) {
      const network = networkOf(caipNetworkId);
      const { readTokenBalances } = await readsModule();
      return readTokenBalances(await publicClientOf(network), network, address, tokens);
    },

    async getGasPrice({ caipNetworkId }) {
      const { readGasPrice } = await readsModule();
      return readGasPrice(await publicClientOf(networkOf(caipNetworkId)));
    },
    async getMaxPriorityFeePerGas({ caipNetworkId }) {
      const { readMaxPriorityFeePerGas } = await readsModule();
      return readMaxPriorityFeePerGas(await publicClientOf(networkOf(caipNetworkId)));
    },

    async resolveName({ name, caipNetworkId }) {
      const network = networkOf(caipNetworkId);
      const { resolveEvmName } = await readsModule();
      return resolveEvmName(await publicClientOf(network), network, name);
    },

    getProvider: (connectorId) => sessions.get(connectorId)?.provider,

    // A cancel (core's `signal`): EIP-1193 (injected and WalletConnect providers alike) cannot withdraw a request
    // the wallet shows, so the adapter does not prompt once the signal has aborted and stops waiting.
    async signMessage({ connectorId, address, message, signal }) {
      const { provider } = sessions.require(connectorId);
      const { signMessage } = await signingModule();
      return signMessage({ provider, address, message, ...(signal ? { signal } : {}) });
    },

    async sendTransaction({ connectorId, address, caipNetworkId, transaction, signal }) {
      const network = networkOf(caipNetworkId);
      const { provider } = sessions.require(connectorId);
      const { sendTransaction: sendEvmTransaction } = await sendTransactionModule();
      return sendEvmTransaction({
        provider,
        publicClient: await publicClientOf(network),
        address,
        chainId: chainIdOf(caipNetworkId),
        request: transaction as SendTransactionParameters['request'],
        ...(signal ? { signal } : {}),
      });
    },
  };
}
