import type { ConnectorDriver } from '../adapter-kit/connector-driver.js';
import { ConnectorError } from '../errors/connector-error.js';
import * as MESSAGES from '../errors/message-texts.js';
import { FAKE_WALLET_INTERNALS } from './fake-wallet.js';
import type { FakeWalletSet } from './fake-wallet-set.js';

/**
 * The fake adapter's one connector driver (every connector id is a fake wallet's): connect prompts unless the
 * wallet already authorised the app, reconnect never prompts (null without an authorisation), disconnect
 * revokes it, switching prompts (a network the wallet does not know: 4902).
 */
export function fakeWalletDriver(set: FakeWalletSet): ConnectorDriver {
  return {
    owns: () => true,

    async connect({ connectorId, caipNetworkId, newPairing }) {
      const wallet = set.find(connectorId, 'connect');
      const internals = wallet[FAKE_WALLET_INTERNALS];
      if (wallet.accounts.length === 0) throw new ConnectorError(MESSAGES.accountNotFound);
      const settle = () => {
        internals.authorize();
        if (caipNetworkId !== undefined && wallet.knowsNetwork(caipNetworkId))
          internals.setChain(caipNetworkId);
        return set.connectionOf(wallet);
      };
      if (wallet.authorized) return settle();
      // a pairing connector's `newPairing` (spec §4) is part of what the wallet was asked
      const params = newPairing ? { caipNetworkId, newPairing } : { caipNetworkId };
      return internals.prompt({ method: 'connect', params }, settle);
    },

    async reconnect({ connectorId }) {
      const wallet = set.wallets.find((w) => w.id === connectorId && w.announced);
      wallet?.[FAKE_WALLET_INTERNALS].throwIfFailing('reconnect');
      if (!wallet?.authorized || wallet.accounts.length === 0) return null;
      return set.connectionOf(wallet);
    },

    async disconnect({ connectorId }) {
      const internals = set.wallets.find((w) => w.id === connectorId)?.[FAKE_WALLET_INTERNALS];
      internals?.throwIfFailing('disconnect');
      internals?.revoke();
    },

    async switchNetwork({ connectorId, caipNetworkId }) {
      const wallet = set.authorised(connectorId, 'switchNetwork');
      if (set.chainOf(wallet) === caipNetworkId) return;
      if (!wallet.knowsNetwork(caipNetworkId)) {
        wallet.switchChain(caipNetworkId); // throws the wallet's SwitchChainError (4902)
      }
      await wallet[FAKE_WALLET_INTERNALS].prompt({ method: 'switchChain', params: { caipNetworkId } }, () =>
        wallet.switchChain(caipNetworkId),
      );
    },
  };
}
