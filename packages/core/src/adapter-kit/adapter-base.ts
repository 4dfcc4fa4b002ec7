import type { AdapterMountContext, ChainAdapter, ChainAdapterEvents, Connector } from '../adapter/types.js';
import type { CaipNetwork, CaipNetworkId } from '../caip/types.js';
import { createEmitter, type Emitter } from '../events/emitter.js';
import { formatUnits, parseUnits } from '../format/units.js';
import { type ConnectorDriver, type DriverMembers, dispatchToDrivers } from './connector-driver.js';
import { type ConnectorList, createConnectorList } from './connector-list.js';
import {
  type ConnectorSession,
  type ConnectorSessions,
  createConnectorSessions,
} from './connector-sessions.js';
import { findNetwork, withClientNetworks } from './find-network.js';

/** What joins the client on mount and leaves on unmount (e.g. a `WalletConnectLink`). */
export type AdapterPart = {
  join?(context: AdapterMountContext): void;
  leave?(): void;
};

/**
 * The skeleton every adapter shares: its event emitter, its per-connector sessions, its connector list, its
 * networks (its own plus the client's of its namespace once mounted) and the `ChainAdapter` members that do not
 * depend on the chain. The adapter adds discovery, connect/reconnect/disconnect and its chain's reads.
 */
export type AdapterBase<S extends ConnectorSession> = {
  readonly events: Emitter<ChainAdapterEvents>;
  readonly sessions: ConnectorSessions<S>;
  readonly connectors: ConnectorList;
  /** The networks the adapter serves now. */
  networks(): readonly CaipNetwork[];
  /** The served network with this id, or "Network not found". */
  networkOf(caipNetworkId: CaipNetworkId): CaipNetwork;
  /** Takes the client's networks and joins every part (call first in `mount`). */
  mount(context: AdapterMountContext, ...parts: AdapterPart[]): void;
  /** Forgets every session and lets every part leave, the last joined first (call in `unmount`). */
  unmount(...parts: AdapterPart[]): void;
  /**
   * The `ChainAdapter` members that do not depend on the chain: `on`, `getConnectors`, `parseUnits`,
   * `formatUnits`, `mount` / `unmount` joining and leaving `parts` (e.g. the WalletConnect link, then the
   * wallet discovery), and `connect` / `reconnect` / `disconnect` / `switchNetwork` dispatched to the owning
   * driver (see {@link ConnectorDriver}).
   */
  members(...parts: AdapterPart[]): AdapterBaseMembers;
};

/** What {@link AdapterBase.members} gives an adapter. */
export type AdapterBaseMembers = Pick<
  ChainAdapter,
  'on' | 'getConnectors' | 'parseUnits' | 'formatUnits' | 'mount' | 'unmount'
> &
  DriverMembers;

/** What {@link createAdapterBase} is given. */
export type AdapterBaseOptions<S extends ConnectorSession> = {
  namespace: string;
  /** How "Connector not connected" names the adapter's wallets (e.g. "Solana"); default the namespace. */
  label?: string;
  networks: readonly CaipNetwork[];
  discovered(): readonly Connector[];
  extra?: readonly Connector[];
  /**
   * The adapter's connector drivers, asked in order (e.g. the WalletConnect link's driver, then the wallets
   * of the chain's discovery standard as the catch-all). Called once, on the first connect, reconnect,
   * disconnect or switch, so the drivers may use what the adapter creates after the base.
   */
  drivers(base: AdapterBase<S>): readonly ConnectorDriver[];
};

/**
 * Creates an adapter's {@link AdapterBase}. `discovered` is read lazily (the adapter's discovery may be created
 * after the base); `extra` connectors (e.g. WalletConnect) are listed after the discovered ones.
 */
export function createAdapterBase<S extends ConnectorSession>(
  options: AdapterBaseOptions<S>,
): AdapterBase<S> {
  let known: readonly CaipNetwork[] = options.networks;
  const events = createEmitter<ChainAdapterEvents>();
  const sessions = createConnectorSessions<S>();
  const connectors = createConnectorList({
    discovered: options.discovered,
    ...(options.extra === undefined ? {} : { extra: options.extra }),
    events,
  });
  const mount = (context: AdapterMountContext, ...parts: AdapterPart[]) => {
    known = withClientNetworks(options.networks, context.networks, options.namespace);
    for (const part of parts) part.join?.(context);
  };
  const unmount = (...parts: AdapterPart[]) => {
    sessions.clear();
    for (const part of [...parts].reverse()) part.leave?.();
  };
  let drivers: readonly ConnectorDriver[] | undefined;
  const networkOf = (caipNetworkId: CaipNetworkId) => findNetwork(known, caipNetworkId);
  const base: AdapterBase<S> = {
    events,
    sessions,
    connectors,
    networks: () => known,
    networkOf,
    mount,
    unmount,
    members: (...parts) => ({
      on: (event, listener) => events.on(event, listener),
      getConnectors: () => connectors.list(),
      parseUnits: (value, decimals) => parseUnits(value, decimals),
      formatUnits: (value, decimals) => formatUnits(value, decimals),
      mount: (context) => mount(context, ...parts),
      unmount: () => unmount(...parts),
      ...dispatchToDrivers({
        label: options.label ?? options.namespace,
        drivers: () => {
          drivers ??= Object.freeze([...options.drivers(base)]);
          return drivers;
        },
        networkOf,
      }),
    }),
  };
  return base;
}
