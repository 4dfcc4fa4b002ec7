import {
  type AdapterAccount,
  type AdapterBalance,
  type AdapterConnection,
  assertAdapterNetworks,
  type CaipNetwork,
  type CaipNetworkId,
  type ChainAdapter,
  type ChainAdapterEvents,
  ChainError,
  type Connector,
  ConnectorError,
  createEmitter,
  formatUnits,
  MESSAGES,
  parseUnits,
} from '@walletdock/core';
import { EXAMPLE_NAMESPACE, exampleMainnet, exampleTestnet } from './networks.js';
import type { ExampleWallet } from './wallet.js';

export type ExampleAdapterOptions = {
  /** The wallets the adapter "discovers" (each one connector). */
  wallets: readonly ExampleWallet[];
  /** Networks of the `example` namespace; default Example Mainnet and Example Testnet. */
  networks?: readonly CaipNetwork[];
  /** How the modal names the chain family; default "Example Chain". */
  displayName?: string;
};

/**
 * A chain adapter for a sixth namespace, `example`, written only against `@walletdock/core`'s public entry —
 * the proof that a chain team can ship an adapter without changing core (namespaces are open). Its wallets are
 * in-process and sign with ed25519 (`createExampleWallet`); the adapter maps WalletDock's contract onto them:
 * connect and silent reconnect, disconnect, switch network, balances, message signing and a signed transfer.
 */
export function exampleAdapter(
  options: ExampleAdapterOptions,
): ChainAdapter & { readonly displayName: string } {
  const networks = assertAdapterNetworks(
    options.networks ?? [exampleMainnet, exampleTestnet],
    EXAMPLE_NAMESPACE,
    'example',
    'exampleAdapter',
  );
  const wallets = [...options.wallets];
  const events = createEmitter<ChainAdapterEvents>();
  let unsubscribe: (() => void)[] = [];

  const connectorOf = (wallet: ExampleWallet): Connector => ({
    id: wallet.id,
    type: 'ANNOUNCED',
    name: wallet.name,
    chain: EXAMPLE_NAMESPACE,
    chains: networks,
    ...(wallet.icon === undefined ? {} : { imageUrl: wallet.icon }),
    info: { rdns: wallet.id },
    provider: wallet,
  });

  function walletOf(connectorId: string): ExampleWallet {
    const wallet = wallets.find((w) => w.id === connectorId);
    if (!wallet) {
      throw new ConnectorError(MESSAGES.connectorNotConnected, {
        details: `No example wallet with connector id ${JSON.stringify(connectorId)}`,
      });
    }
    return wallet;
  }

  function served(caipNetworkId: CaipNetworkId): CaipNetwork {
    const network = networks.find((n) => n.caipNetworkId === caipNetworkId);
    if (!network) {
      throw new ChainError(MESSAGES.networkNotFound, {
        details: `${caipNetworkId} is not an example network`,
      });
    }
    return network;
  }

  function connectionOf(wallet: ExampleWallet, address: string): AdapterConnection {
    const account: AdapterAccount = { address, type: 'eoa', publicKey: wallet.publicKey };
    const [first] = networks;
    const caipNetworkId = wallet.chainId ?? first?.caipNetworkId;
    if (caipNetworkId === undefined) throw new ConnectorError(MESSAGES.chainNotConfigured);
    return { connectorId: wallet.id, address, accounts: [account], caipNetworkId };
  }

  function ownAddress(wallet: ExampleWallet, address: string): void {
    if (!wallet.accounts().includes(address)) {
      throw new ConnectorError(MESSAGES.accountNotFound, {
        details: `${address} is not authorised in ${wallet.name}`,
      });
    }
  }

  return {
    namespace: EXAMPLE_NAMESPACE,
    displayName: options.displayName ?? 'Example Chain',
    networks,

    mount() {
      if (unsubscribe.length > 0) return;
      unsubscribe = wallets.flatMap((wallet) => [
        wallet.on('chainChanged', (caipNetworkId) =>
          events.emit('chainChanged', { connectorId: wallet.id, caipNetworkId }),
        ),
        wallet.on('accountsChanged', (addresses) =>
          events.emit('accountsChanged', {
            connectorId: wallet.id,
            accounts: addresses.map((address) => ({ address, type: 'eoa', publicKey: wallet.publicKey })),
          }),
        ),
        wallet.on('disconnect', () => events.emit('disconnect', { connectorId: wallet.id })),
      ]);
      events.emit('connectors', wallets.map(connectorOf));
    },
    unmount() {
      for (const stop of unsubscribe.splice(0)) stop();
    },

    getConnectors: () => wallets.map(connectorOf),
    on: (event, listener) => events.on(event, listener),

    async connect({ connectorId, caipNetworkId }) {
      const wallet = walletOf(connectorId);
      const [first] = networks;
      const target = caipNetworkId ?? wallet.chainId ?? first?.caipNetworkId;
      if (target === undefined) throw new ConnectorError(MESSAGES.chainNotConfigured);
      served(target);
      const [address] = await wallet.requestAccounts(target);
      if (address === undefined) throw new ConnectorError(MESSAGES.accountNotFound);
      if (caipNetworkId !== undefined && wallet.chainId !== caipNetworkId)
        await wallet.switchChain(caipNetworkId);
      return connectionOf(wallet, address);
    },
    async reconnect({ connectorId }) {
      const wallet = walletOf(connectorId);
      const [address] = wallet.accounts();
      return address === undefined ? null : connectionOf(wallet, address);
    },
    async disconnect({ connectorId }) {
      walletOf(connectorId).revoke();
    },
    async switchNetwork({ connectorId, caipNetworkId }) {
      served(caipNetworkId);
      await walletOf(connectorId).switchChain(caipNetworkId);
    },

    async getBalance({ address, caipNetworkId }): Promise<AdapterBalance> {
      const { nativeCurrency } = served(caipNetworkId);
      const wallet = wallets.find((w) => w.address === address);
      const amount = wallet?.balanceOf(caipNetworkId) ?? 0n;
      return {
        balance: formatUnits(amount, nativeCurrency.decimals),
        symbol: nativeCurrency.symbol,
        decimals: nativeCurrency.decimals,
      };
    },
    async signMessage({ connectorId, address, message }) {
      const wallet = walletOf(connectorId);
      ownAddress(wallet, address);
      return wallet.signMessage(message);
    },
    async sendTransaction({ connectorId, address, caipNetworkId, transaction }) {
      const wallet = walletOf(connectorId);
      ownAddress(wallet, address);
      served(caipNetworkId);
      if (wallet.chainId !== caipNetworkId) await wallet.switchChain(caipNetworkId);
      return wallet.signTransfer({ to: transaction.to, value: transaction.value ?? 0n });
    },

    parseUnits,
    formatUnits,
  };
}
