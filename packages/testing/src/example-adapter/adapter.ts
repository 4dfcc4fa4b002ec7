import {
  type AdapterBalance,
  assertAdapterNetworks,
  type CaipNetwork,
  type ChainAdapter,
  ConnectorError,
  createAdapterBase,
  InvalidParamsRpcError,
  MESSAGES,
  throwIfCancelled,
  untilCancelled,
} from '@walletdock/core';
import { createExampleDiscovery } from './discovery.js';
import { exampleWalletDriver } from './driver.js';
import { EXAMPLE_NAMESPACE, exampleMainnet, exampleTestnet } from './networks.js';
import type { ExampleWalletRegistry } from './registry.js';
import type { ExampleSession } from './session.js';
import type { ExampleWallet } from './wallet.js';

export type ExampleAdapterOptions = {
  /** The wallets installed when the page loads (each one connector). */
  wallets?: readonly ExampleWallet[];
  /** Where wallets installed later announce themselves; the adapter follows it while mounted. */
  registry?: ExampleWalletRegistry;
  /** Networks of the `example` namespace; default Example Mainnet and Example Testnet. */
  networks?: readonly CaipNetwork[];
  /** How the modal names the chain family; default "Example Chain". */
  displayName?: string;
};

/**
 * The example chain's transaction request: a transfer of `value` (smallest unit) to `to`. Each adapter types its
 * own namespace's request this way; core passes it to the adapter as the app gave it.
 */
export type ExampleTransactionRequest = { to: string; value?: bigint };

/** The example adapter: core's `ChainAdapter`, plus the chain's own calls under `example`. */
export type ExampleAdapter = ChainAdapter & {
  readonly displayName: string;
  readonly example: {
    /** The wallet behind a connected connector. */
    getWallet(connectorId: string): ExampleWallet | undefined;
  };
};

/**
 * A chain adapter for a sixth namespace, `example`, written only against `@walletdock/core`'s public entry and
 * built on its adapter kit — the template for a chain team's adapter (ARCHITECTURE.md "How to add an
 * adapter"): the kit's base (events, sessions, connector list, the client's networks after mount), one driver
 * (driver.ts), a discovery (discovery.ts) joined on mount, the kit's errors and cancel helpers, and the chain's
 * own reads and signing here. Its wallets are in-process and sign with ed25519 (`createExampleWallet`).
 */
export function exampleAdapter(options: ExampleAdapterOptions): ExampleAdapter {
  const networks = assertAdapterNetworks(
    options.networks ?? [exampleMainnet, exampleTestnet],
    EXAMPLE_NAMESPACE,
    'example',
    'exampleAdapter',
  );
  const base = createAdapterBase<ExampleSession>({
    namespace: EXAMPLE_NAMESPACE,
    label: 'example',
    networks,
    discovered: () => discovery.list(),
    drivers: (kit) => [exampleWalletDriver(kit, discovery)],
  });
  const { sessions, networkOf } = base;
  const discovery = createExampleDiscovery({
    installed: options.wallets ?? [],
    registry: options.registry,
    networks,
    onChange: () => base.connectors.changed(),
  });

  /** The session's wallet, checking that it authorised `address`. */
  function walletFor(connectorId: string, address: string): ExampleWallet {
    const { wallet } = sessions.require(connectorId);
    if (!wallet.accounts().includes(address)) {
      throw new ConnectorError(MESSAGES.accountNotFound, {
        details: `${address} is not authorised in ${wallet.name}`,
      });
    }
    return wallet;
  }

  return {
    namespace: EXAMPLE_NAMESPACE,
    displayName: options.displayName ?? 'Example Chain',
    networks,

    ...base.members({ join: () => discovery.start(), leave: () => discovery.stop() }),

    async getBalance({ address, caipNetworkId }): Promise<AdapterBalance> {
      const { nativeCurrency } = networkOf(caipNetworkId);
      const holder = discovery.list().find((c) => (c.provider as ExampleWallet).address === address);
      const amount = (holder?.provider as ExampleWallet | undefined)?.balanceOf(caipNetworkId) ?? 0n;
      return {
        balance: base.members().formatUnits(amount, nativeCurrency.decimals),
        symbol: nativeCurrency.symbol,
        decimals: nativeCurrency.decimals,
      };
    },

    async signMessage({ connectorId, address, message, signal }) {
      const wallet = walletFor(connectorId, address);
      throwIfCancelled(signal); // no prompt once the request was cancelled
      return untilCancelled(wallet.signMessage(message), signal);
    },

    async sendTransaction({ connectorId, address, caipNetworkId, transaction, signal }) {
      const wallet = walletFor(connectorId, address);
      networkOf(caipNetworkId);
      const { to, value = 0n } = transaction as ExampleTransactionRequest;
      if (typeof to !== 'string' || to === '' || typeof value !== 'bigint' || value < 0n) {
        throw new InvalidParamsRpcError({
          details: 'An example transfer needs a `to` address and a non-negative bigint `value`',
        });
      }
      throwIfCancelled(signal);
      if (wallet.chainId !== caipNetworkId) await untilCancelled(wallet.switchChain(caipNetworkId), signal);
      throwIfCancelled(signal);
      return untilCancelled(wallet.signTransfer({ to, value }), signal);
    },

    example: {
      getWallet: (connectorId) => sessions.get(connectorId)?.wallet,
    },
  };
}
