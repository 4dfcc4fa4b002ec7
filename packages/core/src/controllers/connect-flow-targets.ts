import type { Connector } from '../adapter/types.js';
import type { ChainNamespace } from '../caip/types.js';
import { AdapterError } from '../errors/adapter-error.js';
import * as MESSAGES from '../errors/message-texts.js';
import type { ConnectingExternalData, WalletConnectViewData } from '../router/view-data.js';
import type { View } from '../router/views.js';
import type { DirectoryWallet } from '../services/wallet-directory/types.js';
import type { ConnectFlowDeps } from './connect-flow-types.js';

/** What one flow `connect` connects: an installed/announced connector, or WalletConnect. */
export type Target =
  | { kind: 'external'; namespace: ChainNamespace; connectorId: string; data: ConnectingExternalData }
  | { kind: 'walletConnect'; namespace: ChainNamespace; connectorId: string; data: WalletConnectViewData };

/** The view each kind of target connects in. */
export const VIEW_OF: Record<Target['kind'], View> = {
  external: 'ConnectingExternal',
  walletConnect: 'ConnectingWalletConnectBasic',
};

/** One attempt per key at a time. */
export const keyOf = (target: Target) => `${target.kind}:${target.namespace}:${target.connectorId}`;

/** The adapter's connector, else the listed one of that namespace. */
export function findConnector(
  deps: ConnectFlowDeps,
  namespace: ChainNamespace,
  connectorId: string,
): Connector | undefined {
  return (
    deps.adapters
      .get(namespace)
      ?.getConnectors()
      .find((c) => c.id === connectorId) ??
    deps.connectors().find((c) => c.id === connectorId && c.chain === namespace)
  );
}

/** WalletConnect's namespace and connector: the modal's namespace if it has one, else the first adapter's. */
export function walletConnectConnector(deps: ConnectFlowDeps): {
  namespace: ChainNamespace;
  connectorId: string;
} {
  const offers = (namespace: ChainNamespace) =>
    deps.adapters
      .get(namespace)
      ?.getConnectors()
      .find((c) => c.type === 'WALLET_CONNECT') ??
    deps.connectors().find((c) => c.chain === namespace && c.type === 'WALLET_CONNECT');
  const preferred = deps.modal().state.namespace;
  const namespaces = [
    ...(preferred === undefined ? [] : [preferred]),
    ...[...deps.adapters.keys()].filter((n) => n !== preferred),
  ];
  for (const namespace of namespaces) {
    const connector = offers(namespace);
    if (connector) return { namespace, connectorId: connector.id };
  }
  throw new AdapterError(MESSAGES.adapterNotFound);
}

/** The ConnectingExternal target of a connector (its name and image for the view). */
export function externalTarget(
  deps: ConnectFlowDeps,
  connector: Pick<Connector, 'id' | 'chain'> & Partial<Connector>,
  title?: string,
  imageUrl?: string,
): Target {
  const found = findConnector(deps, connector.chain, connector.id);
  const name = title ?? connector.name ?? found?.name;
  const image = imageUrl ?? (connector.imageUrl || undefined);
  return {
    kind: 'external',
    namespace: connector.chain,
    connectorId: connector.id,
    data: {
      connectorId: connector.id,
      namespace: connector.chain,
      ...(name === undefined ? {} : { title: name }),
      ...(image === undefined ? {} : { imageUrl: image }),
    },
  };
}

/** The WalletConnect view's data: the chosen directory wallet (if any), its name and image. */
export function wcData(
  wallet: DirectoryWallet | undefined,
  title?: string,
  imageUrl?: string,
): WalletConnectViewData {
  const name = title ?? wallet?.name;
  return {
    ...(wallet === undefined ? {} : { wallet }),
    ...(name === undefined ? {} : { title: name }),
    ...(imageUrl === undefined ? {} : { imageUrl }),
  };
}

/** Shows the WalletConnect view with `data` unless it shows already. */
export function showWalletConnectView(deps: ConnectFlowDeps, data: WalletConnectViewData): void {
  const router = deps.router();
  if (router.state.view === 'ConnectingWalletConnectBasic') return;
  if (Object.keys(data).length === 0) router.push('ConnectingWalletConnectBasic');
  else router.push('ConnectingWalletConnectBasic', data);
}

/** Shows the target's view (unless it already shows it with the same data: opened directly, or a retry). */
export function route(deps: ConnectFlowDeps, target: Target): void {
  const router = deps.router();
  if (target.kind === 'walletConnect') {
    showWalletConnectView(deps, target.data);
    return;
  }
  if (router.state.view !== 'ConnectingExternal') {
    router.push('ConnectingExternal', target.data);
    return;
  }
  const shown = router.state.data as ConnectingExternalData | undefined;
  if (shown?.connectorId !== target.connectorId || shown.namespace !== target.namespace) {
    router.replace('ConnectingExternal', target.data);
  }
}
