import { type AdapterBase, type ConnectorDriver, connectorNotFoundError } from '@walletdock/core';
import type { Wallet } from '../connectors/types.js';
import { connectingModule, type SessionOpener, switchSession } from './session-opener.js';
import type { SolanaSession } from './wallet-session.js';

/**
 * The Solana adapter's driver of Wallet Standard wallets: every connector that is not WalletConnect.
 * `standard:connect` (silent for a restore, which waits up to `reconnectTimeoutMs` for the wallet to register
 * after a page load), `standard:disconnect`, and the local network switch.
 */
export function standardDriver(params: {
  base: AdapterBase<SolanaSession>;
  owns(connectorId: string): boolean;
  walletOf(connectorId: string): Wallet | undefined;
  open: SessionOpener;
  reconnectTimeoutMs: number;
}): ConnectorDriver {
  const { base, open } = params;
  const walletOf = (connectorId: string): Wallet => {
    const wallet = params.walletOf(connectorId);
    if (!wallet) throw connectorNotFoundError('Solana', connectorId);
    return wallet;
  };
  return {
    owns: params.owns,

    async connect({ connectorId, caipNetworkId }) {
      const wallet = walletOf(connectorId);
      const { connectWallet } = await connectingModule();
      return open(connectorId, wallet, await connectWallet(wallet, false), caipNetworkId);
    },

    async reconnect({ connectorId, caipNetworkId }) {
      if (!(await base.connectors.waitFor(connectorId, params.reconnectTimeoutMs))) return null;
      const wallet = walletOf(connectorId);
      const { reconnectWallet } = await connectingModule();
      const accounts = await reconnectWallet(wallet);
      return accounts.length === 0 ? null : open(connectorId, wallet, accounts, caipNetworkId);
    },

    async disconnect({ connectorId }) {
      const wallet = base.sessions.get(connectorId)?.wallet ?? params.walletOf(connectorId);
      base.sessions.forget(connectorId);
      const { disconnectWallet } = await connectingModule();
      await disconnectWallet(wallet);
    },

    switchNetwork: (switching) => switchSession(base, switching),
  };
}
