import type { AdapterAccount, AdapterConnection, Connector } from '../adapter/types.js';
import type { CaipNetwork, CaipNetworkId, ChainNamespace } from '../caip/types.js';
import { ConnectorError } from '../errors/connector-error.js';
import * as MESSAGES from '../errors/message-texts.js';
import { sameAddress } from './addresses.js';
import { FAKE_WALLET_INTERNALS, type FakeWallet, type FakeWalletMethod } from './fake-wallet.js';

/**
 * The fake adapter's wallets as its connectors, and the look-ups every fake adapter method starts with
 * (installed, authorised, own account, the network a wallet is on).
 */
export type FakeWalletSet = {
  readonly namespace: ChainNamespace;
  readonly wallets: FakeWallet[];
  /** The connectors of the announced wallets. */
  connectors(): readonly Connector[];
  accountsOf(wallet: FakeWallet): AdapterAccount[];
  /** The installed, announced wallet (after its `failNext` for `method`), or "Connector not connected". */
  find(connectorId: string, method: FakeWalletMethod): FakeWallet;
  /** Like `find`, and the wallet must have authorised the app. */
  authorised(connectorId: string, method: FakeWalletMethod): FakeWallet;
  /** The wallet's account matching `address`, or "Account not found". */
  ownAccount(wallet: FakeWallet, address: string): string;
  /** The network a wallet is on, settling a wallet without one on the adapter's first network it knows. */
  chainOf(wallet: FakeWallet): CaipNetworkId;
  connectionOf(wallet: FakeWallet): AdapterConnection;
};

/** Creates the set over `networks` (read at each call: the adapter's networks grow on mount). */
export function createFakeWalletSet(options: {
  namespace: ChainNamespace;
  ownNetworks: readonly CaipNetwork[];
  networks(): readonly CaipNetwork[];
}): FakeWalletSet {
  const { namespace } = options;
  const wallets: FakeWallet[] = [];
  const connectorCache = new Map<FakeWallet, Connector>();
  const defaultAccountType = namespace === 'bip122' ? 'payment' : 'eoa';
  const accountsOf = (wallet: FakeWallet): AdapterAccount[] =>
    wallet.accounts.map((address) => ({ address, type: wallet.accountType ?? defaultAccountType }));

  function connectorOf(wallet: FakeWallet): Connector {
    let connector = connectorCache.get(wallet);
    if (!connector) {
      const chains = options.ownNetworks.filter((network) => wallet.knowsNetwork(network.caipNetworkId));
      connector = Object.freeze({
        id: wallet.id,
        type: wallet.type,
        name: wallet.name,
        chain: namespace,
        chains,
        ...(wallet.imageUrl === undefined ? {} : { imageUrl: wallet.imageUrl }),
        ...(wallet.rdns === undefined ? {} : { info: { rdns: wallet.rdns } }),
        provider: wallet,
      });
      connectorCache.set(wallet, connector);
    }
    return connector;
  }

  function find(connectorId: string, method: FakeWalletMethod): FakeWallet {
    const wallet = wallets.find((w) => w.id === connectorId && w.announced);
    wallet?.[FAKE_WALLET_INTERNALS].throwIfFailing(method);
    if (!wallet) {
      throw new ConnectorError(MESSAGES.connectorNotConnected, {
        details: `No ${namespace} wallet with connector id ${JSON.stringify(connectorId)} is installed`,
      });
    }
    return wallet;
  }

  function chainOf(wallet: FakeWallet): CaipNetworkId {
    let chainId = wallet.chainId;
    if (chainId === undefined) {
      chainId = options.networks().find((n) => wallet.knowsNetwork(n.caipNetworkId))?.caipNetworkId;
      if (chainId === undefined) throw new ConnectorError(MESSAGES.chainNotConfigured);
      wallet[FAKE_WALLET_INTERNALS].setChain(chainId);
    }
    return chainId;
  }

  return {
    namespace,
    wallets,
    connectors: () => wallets.filter((wallet) => wallet.announced).map(connectorOf),
    accountsOf,
    find,
    authorised(connectorId, method) {
      const wallet = find(connectorId, method);
      if (!wallet.authorized) {
        throw new ConnectorError(MESSAGES.connectorNotConnected, {
          details: `${wallet.name} has not authorised the app`,
        });
      }
      return wallet;
    },
    ownAccount(wallet, address) {
      const account = wallet.accounts.find((a) => sameAddress(a, address));
      if (!account) {
        throw new ConnectorError(MESSAGES.accountNotFound, {
          details: `${address} is not an account of ${wallet.name}`,
        });
      }
      return account;
    },
    chainOf,
    connectionOf(wallet) {
      const address = wallet.activeAccount;
      if (address === undefined) throw new ConnectorError(MESSAGES.accountNotFound);
      return {
        connectorId: wallet.id,
        address,
        accounts: accountsOf(wallet),
        caipNetworkId: chainOf(wallet),
      };
    },
  };
}
