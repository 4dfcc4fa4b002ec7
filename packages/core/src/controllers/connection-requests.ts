import type { AdapterTransactionRequest, ChainAdapter } from '../adapter/types.js';
import type { ChainNamespace } from '../caip/types.js';
import { ChainError } from '../errors/chain-error.js';
import { ConnectorError } from '../errors/connector-error.js';
import { isUserRejection } from '../errors/is-user-rejection.js';
import * as MESSAGES from '../errors/message-texts.js';
import { UserRejectedRequestError } from '../errors/user-rejected-request-error.js';
import { accountOf } from './connection-records.js';
import type { ConnectionScope } from './connection-types.js';
import type { WalletRequestKind } from './types.js';

/**
 * Runs a wallet request; a visitor's rejection becomes a UserRejectedRequestError and, with `declined`, shows
 * that toast, naming what was refused (spec §8: 'Signature declined' for a signature, 'Transaction declined'
 * for a transaction; the toast controller drops it while the modal is closed: the app's rejected promise is
 * the signal then). A connect passes none: the connecting view's heading says it, once. After a cancel
 * (`signal` aborted) the request's outcome is nobody's: no toast.
 */
export async function walletRequest<T>(
  scope: ConnectionScope,
  request: () => Promise<T>,
  { signal, declined }: { signal?: AbortSignal; declined?: string } = {},
): Promise<T> {
  try {
    return await request();
  } catch (error) {
    if (signal?.aborted) throw error;
    if (isUserRejection(error)) {
      if (declined !== undefined) scope.toast.showError(declined);
      throw error instanceof UserRejectedRequestError
        ? error
        : new UserRejectedRequestError({ cause: error });
    }
    throw error;
  }
}

type ConnectedAccount = { namespace: ChainNamespace; address: string; connectorId: string };

/** The connected account a wallet request of `namespace` is made with. */
function connectedAccountOf(
  scope: ConnectionScope,
  namespace: ChainNamespace | undefined,
): { adapter: ChainAdapter; account: ConnectedAccount } {
  if (namespace === undefined) throw new ConnectorError(MESSAGES.noActiveCaipAddress);
  const adapter = scope.chains.adapter(namespace);
  const { status, address, connectorId } = accountOf(scope, namespace);
  if (status !== 'connected' || address === undefined || connectorId === undefined) {
    throw new ConnectorError(MESSAGES.noActiveCaipAddress);
  }
  return { adapter, account: { namespace, address, connectorId } };
}

/**
 * A signing or sending request of the connected `account`, listed in `state.pendingRequests` until the wallet
 * answers and cancellable meanwhile (`cancelRequest`); `request` gets the signal for the adapter.
 */
function pendingWalletRequest<T>(
  scope: ConnectionScope,
  kind: WalletRequestKind,
  { namespace, connectorId }: ConnectedAccount,
  request: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const connectorName = scope.chains.getAccount(namespace)?.connectedWalletInfo?.name ?? connectorId;
  return scope.pending.run({ kind, namespace, connectorId, connectorName }, (signal) =>
    walletRequest(scope, () => request(signal), {
      signal,
      declined: kind === 'sendTransaction' ? MESSAGES.transactionDeclined : MESSAGES.signatureDeclined,
    }),
  );
}

/** `connection.signMessage`: the wallet of `namespace` (default: the active one) signs with the active account. */
export async function signMessage(
  scope: ConnectionScope,
  {
    message,
    namespace = scope.chains.state.activeNamespace,
  }: { message: string; namespace?: ChainNamespace },
): Promise<string> {
  const { adapter, account } = connectedAccountOf(scope, namespace);
  return pendingWalletRequest(scope, 'signMessage', account, (signal) =>
    adapter.signMessage({ connectorId: account.connectorId, address: account.address, message, signal }),
  );
}

/** `connection.sendTransaction`: on the namespace's own network, never the active namespace's. */
export async function sendTransaction(
  scope: ConnectionScope,
  {
    transaction,
    namespace = scope.chains.state.activeNamespace,
  }: { transaction: AdapterTransactionRequest; namespace?: ChainNamespace },
): Promise<string> {
  const { adapter, account } = connectedAccountOf(scope, namespace);
  // The namespace's own network: after visiting another namespace, the active network is not this one's.
  const caipNetworkId = scope.chains.getNetwork(account.namespace)?.caipNetwork?.caipNetworkId;
  if (caipNetworkId === undefined) throw new ChainError(MESSAGES.caipNetworkUndefined);
  return pendingWalletRequest(scope, 'sendTransaction', account, (signal) =>
    adapter.sendTransaction({
      connectorId: account.connectorId,
      address: account.address,
      caipNetworkId,
      transaction,
      signal,
    }),
  );
}
