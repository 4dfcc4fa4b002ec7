import type { AdapterConnection, ChainAdapter, Connector } from '../adapter/types.js';
import type { ChainNamespace } from '../caip/types.js';
import { AdapterError } from '../errors/adapter-error.js';
import * as MESSAGES from '../errors/message-texts.js';
import type { ConnectionScope } from './connection-types.js';
import type { AccountState } from './types.js';

/** Connector types whose one session serves several namespaces: disconnecting one disconnects them all (spec §4). */
export const SHARED_SESSION_TYPES: readonly string[] = Object.freeze(['WALLET_CONNECT', 'AUTH']);

/** Fresh values of the fields derived from an address; applied when the wallet switches to another account. */
export function clearedAddressFields(): Partial<AccountState> {
  return {
    balance: undefined,
    balanceSymbol: undefined,
    tokenBalance: [],
    profileName: undefined,
    profileImage: undefined,
    addressExplorerUrl: undefined,
    smartAccountDeployed: false,
    lastRetry: undefined,
  };
}

/** The namespace's account; throws the catalogue's error for a namespace without adapter. */
export function accountOf({ chains }: ConnectionScope, namespace: ChainNamespace): AccountState {
  chains.adapter(namespace); // throws the catalogue's error for a namespace without adapter
  const account = chains.getAccount(namespace);
  if (!account) throw new AdapterError(MESSAGES.adapterForNamespaceMissing(namespace)); // every adapter has one
  return account;
}

/** The adapter's connector `connectorId`, else the listed one of the adapter's namespace. */
export function connectorOf(
  { connectors }: ConnectionScope,
  adapter: ChainAdapter,
  connectorId: string,
): Connector | undefined {
  return (
    adapter.getConnectors().find((c) => c.id === connectorId) ??
    connectors.state.connectors.find((c) => c.id === connectorId && c.chain === adapter.namespace)
  );
}

export const isConnected = ({ chains }: ConnectionScope, namespace: ChainNamespace): boolean =>
  chains.getAccount(namespace)?.status === 'connected';

function walletInfoOf(
  connector: Connector | undefined,
  connectorId: string,
): AccountState['connectedWalletInfo'] {
  if (!connector) return { name: connectorId };
  return {
    name: connector.name,
    type: connector.type,
    ...(connector.imageUrl === undefined ? {} : { icon: connector.imageUrl }),
  };
}

/** Records a connection in the state and storage (and makes its namespace active with `activate`). */
export async function applyConnection(
  scope: ConnectionScope,
  namespace: ChainNamespace,
  adapter: ChainAdapter,
  connection: AdapterConnection,
  activate: boolean,
): Promise<void> {
  const { chains } = scope;
  const { storage } = scope.ctx;
  const connector = connectorOf(scope, adapter, connection.connectorId);
  const previous = chains.getAccount(namespace)?.address;
  chains.setAccount(namespace, {
    ...(previous !== undefined && previous !== connection.address ? clearedAddressFields() : {}),
    address: connection.address,
    allAccounts: connection.accounts.map((account) => ({ ...account })),
    connectorId: connection.connectorId,
    connectedWalletInfo: walletInfoOf(connector, connection.connectorId),
    status: 'connected',
  });
  storage.setConnectionStatus(namespace, 'connected');
  storage.setConnectorId(namespace, connection.connectorId);
  if (activate) chains.setActiveNamespace(namespace);
  await chains.syncNetwork(namespace, connection.caipNetworkId);
}

/** Cancels the pending wallet requests of `namespaces` (they are disconnecting or gone). */
export function cancelRequestsOf(scope: ConnectionScope, namespaces: readonly ChainNamespace[]): void {
  scope.pending.cancel(
    (request) => namespaces.includes(request.namespace),
    'cancelled: its namespace disconnected',
  );
}

/** Forgets a namespace's connection (state and storage) without asking the wallet; cancels its requests. */
export function dropConnection(scope: ConnectionScope, namespace: ChainNamespace): void {
  const { chains } = scope;
  const { storage } = scope.ctx;
  cancelRequestsOf(scope, [namespace]);
  chains.resetAccount(namespace);
  chains.resetNetwork(namespace);
  storage.setConnectionStatus(namespace, 'disconnected');
  storage.setConnectorId(namespace, undefined);
}

/**
 * Keeps a connected namespace in front: when the active one is not connected, the first connected one (in
 * the adapters' order) becomes active. Returns whether a connected namespace is active.
 */
export function activateConnected(scope: ConnectionScope): boolean {
  const { chains } = scope;
  const active = chains.state.activeNamespace;
  if (active !== undefined && isConnected(scope, active)) return true;
  const other = [...scope.ctx.adapters.keys()].find((namespace) => isConnected(scope, namespace));
  if (other === undefined) return false;
  chains.setActiveNamespace(other);
  return true;
}

/** After namespaces were dropped: keep a connected namespace active, and leave Account when none is left. */
export function afterDrop(scope: ConnectionScope): void {
  if (activateConnected(scope)) return;
  if (scope.router.state.view === 'Account') scope.router.reset('Connect');
}
