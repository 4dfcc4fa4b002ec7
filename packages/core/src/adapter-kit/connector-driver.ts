import type { ChainAdapter } from '../adapter/types.js';
import type { CaipNetwork, CaipNetworkId } from '../caip/types.js';
import { SwitchChainError } from '../errors/switch-chain-error.js';
import { connectorNotFoundError } from './errors.js';

/** How long `reconnect` waits, by default, for its wallet to be announced after a page load. */
export const RECONNECT_TIMEOUT_MS = 500;

/**
 * One kind of connector of an adapter, as behaviour (the wagmi lesson: a connector is behaviour, not data): the
 * adapter's Wallet Standard or EIP-1193 wallets, WalletConnect (`WalletConnectLink.driver`), the embedded
 * wallet. The adapter's `connect` / `reconnect` / `disconnect` / `switchNetwork` go to the first driver that
 * `owns` the connector id; an adapter's own methods never branch on a connector kind.
 */
export type ConnectorDriver = {
  /** Whether this driver serves the connector (ask in order: put a catch-all driver last). */
  owns(connectorId: string): boolean;
  /** Asks the wallet to connect (may prompt): the `ChainAdapter` contract's `connect`. Rejection: 4001. */
  connect: ChainAdapter['connect'];
  /** Restores the session without a prompt; null when the wallet no longer authorises the app. */
  reconnect: ChainAdapter['reconnect'];
  /** Ends the session (forgetting it locally even when the wallet cannot be told). */
  disconnect: ChainAdapter['disconnect'];
  /**
   * Moves the session to `network` (already checked to be one the adapter serves). Without it, switching fails
   * with `SwitchChainError` (4902).
   */
  switchNetwork?(
    params: Parameters<ChainAdapter['switchNetwork']>[0] & { network: CaipNetwork },
  ): Promise<void>;
};

/** The `ChainAdapter` members that a list of drivers gives. */
export type DriverMembers = Pick<ChainAdapter, 'connect' | 'reconnect' | 'disconnect' | 'switchNetwork'>;

/**
 * `connect`, `reconnect`, `disconnect` and `switchNetwork` dispatched to the owning driver (`label` names the
 * adapter's wallets in "Connector not connected"; `networkOf` gives "Network not found" for a network the adapter
 * does not serve, before any driver is asked).
 */
export function dispatchToDrivers(options: {
  label: string;
  drivers(): readonly ConnectorDriver[];
  networkOf(caipNetworkId: CaipNetworkId): CaipNetwork;
}): DriverMembers {
  const ownerOf = (connectorId: string): ConnectorDriver => {
    const driver = options.drivers().find((d) => d.owns(connectorId));
    if (!driver) throw connectorNotFoundError(options.label, connectorId);
    return driver;
  };
  return {
    connect: async (params) => ownerOf(params.connectorId).connect(params),
    reconnect: async (params) => ownerOf(params.connectorId).reconnect(params),
    disconnect: async (params) => ownerOf(params.connectorId).disconnect(params),
    async switchNetwork({ connectorId, caipNetworkId }) {
      const network = options.networkOf(caipNetworkId); // a network the app did not configure fails for every wallet
      const driver = ownerOf(connectorId);
      if (!driver.switchNetwork) {
        throw new SwitchChainError({
          details: `The connector ${JSON.stringify(connectorId)} cannot switch networks`,
        });
      }
      await driver.switchNetwork({ connectorId, caipNetworkId, network });
    },
  };
}
