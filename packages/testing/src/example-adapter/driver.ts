import {
  type AdapterBase,
  type ConnectorDriver,
  ConnectorError,
  connectorNotFoundError,
  MESSAGES,
} from '@walletdock/core';
import type { ExampleDiscovery } from './discovery.js';
import { type ExampleSession, startSession } from './session.js';
import type { ExampleWallet } from './wallet.js';

/**
 * The example adapter's one driver: its discovered wallets (a chain with WalletConnect would put the link's
 * driver before it, as the EVM and Solana adapters do). Connect prompts, restore never does (null without an
 * authorisation), disconnect revokes the authorisation, switching asks the wallet.
 */
export function exampleWalletDriver(
  base: AdapterBase<ExampleSession>,
  discovery: ExampleDiscovery,
): ConnectorDriver {
  const walletOf = (connectorId: string): ExampleWallet => {
    const wallet = discovery.walletOf(connectorId);
    if (!wallet) throw connectorNotFoundError('example', connectorId);
    return wallet;
  };
  return {
    owns: () => true,

    async connect({ connectorId, caipNetworkId }) {
      const wallet = walletOf(connectorId);
      const target = caipNetworkId ?? wallet.chainId ?? base.networks()[0]?.caipNetworkId;
      if (target === undefined) throw new ConnectorError(MESSAGES.chainNotConfigured);
      base.networkOf(target); // "Network not found" for a network the adapter does not serve
      const addresses = await wallet.requestAccounts(target);
      if (caipNetworkId !== undefined && wallet.chainId !== caipNetworkId)
        await wallet.switchChain(caipNetworkId);
      return startSession(base, wallet, addresses);
    },

    async reconnect({ connectorId }) {
      const wallet = discovery.walletOf(connectorId);
      const addresses = wallet?.accounts() ?? [];
      return wallet && addresses.length > 0 ? startSession(base, wallet, addresses) : null;
    },

    async disconnect({ connectorId }) {
      const wallet = base.sessions.get(connectorId)?.wallet ?? discovery.walletOf(connectorId);
      base.sessions.forget(connectorId);
      wallet?.revoke();
    },

    async switchNetwork({ connectorId, caipNetworkId }) {
      await base.sessions.require(connectorId).wallet.switchChain(caipNetworkId);
    },
  };
}
