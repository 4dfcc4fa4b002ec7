import type { AdapterTransfer } from '../../adapter/types.js';
import { isUserRejection } from '../../errors/is-user-rejection.js';
import * as MESSAGES from '../../errors/message-texts.js';
import { WalletDockError } from '../../errors/walletdock-error.js';
import { formatUnits } from '../../format/units.js';
import { safeLinkUrl } from '../../sanitize/links.js';
import type { HistoryItem } from '../../services/blockchain-api/types.js';
import type { SendScope, SendTarget } from './send-scope.js';

/**
 * Why a send failed, as the failure view says it: 'Transaction declined' for a refusal in the wallet (or a
 * cancelled request), the error's catalogue message (`shortMessage`), else 'Something went wrong'.
 */
export function sendFailureMessage(error: unknown): string {
  if (isUserRejection(error)) return MESSAGES.transactionDeclined;
  if (error instanceof WalletDockError) return error.shortMessage;
  return MESSAGES.somethingWentWrong;
}

/** The explorer's page of a sent transaction (the adapter's `transactionUrl`, through the link sanitiser). */
export function explorerUrlOf(target: SendTarget, hash: string): string | undefined {
  const url = target.transfers.transactionUrl?.({ caipNetworkId: target.network.caipNetworkId, hash });
  return safeLinkUrl(url);
}

/**
 * The Activity entry of a sent transfer until the history lists it (spec §3 "Transaction history item"):
 * status pending, `minedAt` the time it was sent, one outgoing transfer of the chosen token.
 */
export function pendingSendItem(
  scope: SendScope,
  target: SendTarget,
  transfer: AdapterTransfer,
  hash: string,
): HistoryItem {
  const token = scope.state.token;
  const numeric = formatUnits(transfer.amount, transfer.decimals);
  const price = token?.price ?? 0;
  const { caipNetworkId } = target.network;
  return {
    id: `${caipNetworkId}:${hash}`,
    metadata: {
      operationType: 'send',
      hash,
      minedAt: new Date(scope.env.clock.now()).toISOString(),
      sentFrom: transfer.from,
      sentTo: transfer.to,
      status: 'pending',
      // Not known before the history indexes it.
      nonce: 0,
      chain: caipNetworkId,
    },
    transfers: [
      {
        fungible_info: {
          name: token?.name ?? target.network.nativeCurrency.name,
          symbol: token?.symbol ?? target.network.nativeCurrency.symbol,
          ...(token?.iconUrl === undefined ? {} : { icon: { url: token.iconUrl } }),
        },
        direction: 'out',
        quantity: { numeric },
        ...(price > 0 ? { price, value: Number(numeric) * price } : {}),
      },
    ],
  };
}

/**
 * After the block (success or revert, whose fee was charged): the balances read fresh (the 30 s token and
 * native balance caches invalidated) and, on eip155 with history on, the history refetched past the fetch
 * cache ('no-cache'). Only while the form is still the one that sent; never throws.
 */
export async function refreshAfterSend(
  scope: SendScope,
  target: SendTarget,
  generation: number,
): Promise<void> {
  if (!scope.isCurrent(generation)) return;
  const { balances } = scope.deps;
  balances.invalidate();
  const token = scope.state.token?.address;
  const history = scope.history();
  await Promise.all([
    balances.fetchTokenBalances(token === undefined || token === '' ? undefined : token),
    balances.fetchNativeBalance({ force: true }),
    target.namespace === 'eip155' && history
      ? history.fetchTransactions({ cache: 'no-cache' }).catch((error: unknown) => {
          scope.env.logger.warn('Refetching the history after a send failed', error);
        })
      : undefined,
  ]);
}
