import type { CaipNetworkId } from '../../caip/types.js';
import * as MESSAGES from '../../errors/message-texts.js';
import { ValidationError } from '../../errors/validation-error.js';
import type { HistoryItem } from '../../services/blockchain-api/types.js';
import { serviceClient } from '../../services/load-services.js';
import { resetOnAccountChange } from '../reset-on-account-change.js';
import type { FeatureContextOf, FeatureInstanceOf } from '../types.js';
import type { historyFeature } from './feature.js';
import { initialHistoryState } from './state.js';
import type { HistoryController, TransactionMonthGroup } from './types.js';

/** A transaction hash as compared: EVM hashes are hex (any case), Solana signatures base58 (exact). */
function hashKey(hash: string): string {
  return hash.startsWith('0x') ? hash.toLowerCase() : hash;
}

/** Spec §5: "Transactions cannot be fetched without an account address". */
export const TRANSACTIONS_WITHOUT_ADDRESS = MESSAGES.transactionsWithoutAddress;

/** True when an item has transfers and every one of them is flagged as spam (spec §5: such items are hidden). */
export function isSpamOnly(item: HistoryItem): boolean {
  return item.transfers.length > 0 && item.transfers.every((t) => t.nft_info?.flags.is_spam === true);
}

/**
 * The items the Activity tab shows (spec §5): not spam-only, of the active chain, with a readable `minedAt`.
 */
export function visibleTransactions(
  items: readonly HistoryItem[],
  caipNetworkId: CaipNetworkId,
): HistoryItem[] {
  return items.filter(
    (item) =>
      !isSpamOnly(item) &&
      item.metadata.chain === caipNetworkId &&
      !Number.isNaN(Date.parse(item.metadata.minedAt)),
  );
}

/**
 * Groups transactions by year and month of `minedAt` (UTC), newest month first, newest item first within a
 * month (spec §3 "History is grouped by year and month, newest first"). An array, because object keys that
 * look like numbers are always enumerated in ascending order.
 */
export function groupTransactionsByMonth(items: readonly HistoryItem[]): TransactionMonthGroup[] {
  const sorted = [...items].sort((a, b) => Date.parse(b.metadata.minedAt) - Date.parse(a.metadata.minedAt));
  const groups: TransactionMonthGroup[] = [];
  for (const item of sorted) {
    const date = new Date(item.metadata.minedAt);
    const year = date.getUTCFullYear();
    const month = date.getUTCMonth();
    const last = groups[groups.length - 1];
    if (last?.year === year && last.month === month) last.transactions.push(item);
    else groups.push({ year, month, transactions: [item] });
  }
  return groups;
}

/**
 * Creates the transaction history of the Activity tab (spec §3, §5, §8, §9 "activity chain: eip155").
 *
 * - `fetchTransactions()` loads the first page of the active account on the active network
 *   (`GET /v1/account/{account}/history?chainId=…`); `fetchTransactions({ cursor })` (or `fetchMore()`) loads the
 *   next page and appends it (an item already listed is not repeated). Without an address it throws the spec's
 *   ValidationError. On a namespace other than eip155, or without a blockchain API, nothing is requested and
 *   the list is empty (on another namespace also `unsupported`: the tab says activity is not shown there).
 * - Items whose transfers are all spam and items of another chain are hidden (spec §5).
 * - `grouped` holds the list by year and month (UTC), newest first.
 * - `addPending(item)` puts a transaction the visitor just sent on top (the send feature), `settlePending`
 *   marks it confirmed or failed (or removes it); it stays until a fetched page lists its hash.
 * - `fetchTransactions({ cache: 'no-cache' })` revalidates past the fetch cache (after a send).
 * - A failure marks the list empty (no items, no cursor) and `failed`; the Activity tab shows the error with
 *   "Try again". No toast: one message, where the list is.
 * - The list belongs to one CAIP-10 account (`state.caipAddress`): a change of address or network resets it
 *   (`watch()` while mounted; a fetch for another account also starts over), and a response that arrives
 *   after such a change, or after a newer fetch started, is discarded.
 */
export function createHistory({
  env: ctx,
  deps: { chains: chainsController },
  state,
}: FeatureContextOf<typeof historyFeature>): HistoryController {
  /** Incremented by every fetch and reset: a response is applied only if it is the latest request. */
  let generation = 0;

  const chains = () => chainsController;

  /** Transactions the visitor sent that no fetched page lists yet, newest first (`addPending`). */
  let pending: HistoryItem[] = [];

  function reset(): void {
    generation++;
    pending = [];
    Object.assign(state, initialHistoryState());
  }

  /** The listed items that came from the history service (not the pending entries on top). */
  function fetchedItems(): HistoryItem[] {
    const ids = new Set(pending.map((item) => item.id));
    return state.transactions.filter((item) => !ids.has(item.id));
  }

  /** Lists `fetched` under the pending entries that it does not list itself (by hash). */
  function setTransactions(fetched: HistoryItem[]): void {
    const listed = new Set(fetched.map((item) => hashKey(item.metadata.hash)));
    pending = pending.filter((item) => !listed.has(hashKey(item.metadata.hash)));
    const transactions = [...pending, ...fetched];
    state.transactions = transactions;
    state.grouped = groupTransactionsByMonth(transactions);
  }

  const history: HistoryController = {
    state,

    async fetchTransactions(options = {}) {
      const address = chains().activeAddress();
      const caipAddress = chains().activeCaipAddress();
      const network = chains().activeNetwork();
      if (address === undefined || caipAddress === undefined || !network) {
        throw new ValidationError(TRANSACTIONS_WITHOUT_ADDRESS);
      }
      if (state.caipAddress !== caipAddress) reset();
      const cursor = state.caipAddress === caipAddress ? options.cursor : undefined;
      if (network.chainNamespace !== 'eip155' || ctx.serviceUrls.blockchainApi === undefined) {
        generation++;
        Object.assign(state, { ...initialHistoryState(), caipAddress });
        setTransactions([]);
        Object.assign(state, {
          empty: pending.length === 0,
          unsupported: network.chainNamespace !== 'eip155',
        });
        return;
      }

      const request = ++generation;
      state.caipAddress = caipAddress;
      state.loading = true;
      state.failed = false;
      try {
        const api = await serviceClient(ctx, 'blockchainApi');
        const page = await api.getHistory({
          account: address,
          chainId: network.caipNetworkId,
          ...(cursor === undefined ? {} : { cursor }),
          ...(options.cache === undefined ? {} : { cache: options.cache }),
        });
        if (request !== generation) return;
        const visible = visibleTransactions(page.data, network.caipNetworkId);
        const listed = cursor === undefined ? [] : fetchedItems();
        const known = new Set(listed.map((item) => item.id));
        setTransactions([...listed, ...visible.filter((item) => !known.has(item.id))]);
        state.next = page.next ?? undefined;
        state.empty = state.transactions.length === 0 && state.next === undefined;
      } catch (error) {
        if (request !== generation) return;
        ctx.logger.warn('Loading the transaction history failed', error);
        setTransactions([]);
        state.next = undefined;
        state.empty = true;
        state.failed = true;
      } finally {
        if (request === generation) state.loading = false;
      }
    },

    async fetchMore() {
      if (state.next === undefined || state.loading) return;
      await history.fetchTransactions({ cursor: state.next });
    },

    addPending(item) {
      const caipAddress = chains().activeCaipAddress();
      if (caipAddress === undefined || chains().activeNetwork()?.caipNetworkId !== item.metadata.chain)
        return;
      if (state.caipAddress !== caipAddress) {
        reset();
        state.caipAddress = caipAddress;
      }
      const fetched = fetchedItems();
      pending = [
        item,
        ...pending.filter((entry) => hashKey(entry.metadata.hash) !== hashKey(item.metadata.hash)),
      ];
      setTransactions(fetched);
      state.empty = false;
    },

    settlePending(hash, status) {
      const fetched = fetchedItems();
      pending = pending.flatMap((item) => {
        if (hashKey(item.metadata.hash) !== hashKey(hash)) return [item];
        return status === undefined ? [] : [{ ...item, metadata: { ...item.metadata, status } }];
      });
      setTransactions(fetched);
      state.empty = state.transactions.length === 0 && state.next === undefined;
    },

    reset,

    watch() {
      return resetOnAccountChange(chains(), () => state.caipAddress, reset);
    },
  };
  return history;
}

/** The feature module's entry (loaded with `import()` by features/history/feature.ts). */
export function createFeature(
  context: FeatureContextOf<typeof historyFeature>,
): FeatureInstanceOf<typeof historyFeature> {
  const controller = createHistory(context);
  return { controller, watch: () => controller.watch() };
}
