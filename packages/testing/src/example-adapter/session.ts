import type { AdapterBase, AdapterConnection, ConnectorSession } from '@walletdock/core';
import { noAccountError } from '@walletdock/core';
import type { ExampleWallet } from './wallet.js';

/** An example adapter session: the connected wallet (its listeners removed by `stop`). */
export type ExampleSession = ConnectorSession & { wallet: ExampleWallet };

/**
 * Starts the session of a wallet that answered a connect or restore: the wallet's events become adapter
 * events while it lasts (a wallet-side disconnect ends it), and returns the connection.
 */
export function startSession(
  base: AdapterBase<ExampleSession>,
  wallet: ExampleWallet,
  addresses: readonly string[],
): AdapterConnection {
  const [address] = addresses;
  if (address === undefined) throw noAccountError(`${wallet.name} approved no account`);
  const caipNetworkId = wallet.chainId ?? base.networks()[0]?.caipNetworkId;
  if (caipNetworkId === undefined) throw noAccountError(`${wallet.name} is on no network`);
  const connectorId = wallet.id;
  const { events, sessions } = base;
  const session: ExampleSession = { wallet, stop: () => {} };
  const stops = [
    wallet.on('chainChanged', (id) => events.emit('chainChanged', { connectorId, caipNetworkId: id })),
    wallet.on('accountsChanged', (next) => {
      if (next.length === 0) sessions.forget(connectorId);
      events.emit('accountsChanged', {
        connectorId,
        accounts: next.map((a) => ({ address: a, type: 'eoa', publicKey: wallet.publicKey })),
      });
    }),
    wallet.on('disconnect', () => {
      if (!sessions.isCurrent(connectorId, session)) return;
      sessions.forget(connectorId);
      events.emit('disconnect', { connectorId });
    }),
  ];
  session.stop = () => {
    for (const stop of stops) stop();
  };
  sessions.start(connectorId, session);
  const accounts = addresses.map((a) => ({ address: a, type: 'eoa' as const, publicKey: wallet.publicKey }));
  return { connectorId, address, accounts, caipNetworkId };
}
