import type { CaipNetwork, ChainNamespace } from '../caip/types.js';
import type { WalletDockContext } from '../client/context.js';
import * as MESSAGES from '../errors/message-texts.js';
import { BALANCE_RETRY_GUARD_MS } from '../spec/limits.js';
import type {
  AccountState,
  BalancesController,
  ChainsController,
  ToastController,
  TokenBalance,
} from './types.js';

/** The balances' dependencies, built before them. */
export type BalancesDeps = { readonly chains: ChainsController; readonly toast: ToastController };

/** Namespaces whose balances WalletDock shows (spec §9 "Balance, send, on-ramp chains"). */
export const BALANCE_NAMESPACES: readonly ChainNamespace[] = Object.freeze(['eip155', 'solana']);

/** After a failed token balance load, further loads are blocked this long (spec §4, §9). */
export { BALANCE_RETRY_GUARD_MS };

/** The balance list of spec §5: entries whose `quantity.decimals` is `'0'` are dropped. */
export function dropZeroDecimalEntries(balances: readonly TokenBalance[]): TokenBalance[] {
  return balances.filter((balance) => balance.quantity.decimals !== '0');
}

/** What a balance load is for: the active namespace's address on its network. */
type Target = {
  namespace: ChainNamespace;
  account: AccountState;
  address: string;
  network: CaipNetwork;
  /** Cache key: the CAIP-10 account id, EVM addresses lower-cased. */
  key: string;
};

/**
 * Creates the balance loading of spec §4 ("Token balance load sets a loading flag; after a failure, retry is
 * blocked for 30 s") and §5. The state lives in the active namespace's `AccountState`: `tokenBalance`,
 * `balanceLoading`, `lastRetry`, `balance`, `balanceSymbol`.
 *
 * `fetchTokenBalances(forceUpdate?)`:
 * - Needs a connected address and a network; without them it resolves `[]` and requests nothing.
 * - Only eip155 and solana, on a network the app supports: otherwise the 'Token Balance Unavailable' toast, an
 *   empty list, no request.
 * - A list younger than 30 s (`ctx.storage` cache 'balance', keyed by CAIP-10 account) is used as is, unless
 *   `forceUpdate` is given.
 * - Within 30 s after a failure (`account.lastRetry`) nothing is requested: the current list is returned.
 * - With a blockchain API (`options.services.blockchainApiUrl`): `GET /v1/account/{address}/balance`.
 *   Without one, the direct-RPC fallback: the adapter's native balance, then `adapter.getTokenBalances` for
 *   `options.tokens[caipNetworkId]` (when the adapter has it), each mapped to a `TokenBalance` with price 0 and
 *   the token's CAIP-10 id as address; tokens with a zero balance are left out (the API lists only held
 *   tokens), the native entry is always first. That read (balance-reads.ts) is loaded with `import()` on the
 *   first load; a failed load counts as a failed read.
 * - Entries whose `quantity.decimals` is '0' are dropped; the result goes to `account.tokenBalance`, the cache,
 *   and `lastRetry` is cleared.
 * - A failure empties the list and sets `lastRetry` (the Tokens tab shows the error with "Try again"); no
 *   toast, so that the visitor reads one message, not two. It never throws.
 *
 * `retryTokenBalances()` is the visitor's "Try again": it clears the 30 s guard (which holds back automatic
 * reloads, not a deliberate press) and loads again.
 * - A result that arrives after the account or network changed is discarded.
 *
 * `invalidate()` marks the active account's cached token and native balances stale (a sent transaction moved
 * them) and lifts its retry guard: the next `fetchTokenBalances` / `fetchNativeBalance` read fresh.
 *
 * `fetchNativeBalance()` reads the adapter's native balance into `account.balance` / `balanceSymbol` (cached
 * 30 s as 'nativeBalance'), on the same namespaces; a failure is logged and leaves the fields as they were.
 */
export function createBalances(ctx: WalletDockContext, deps: BalancesDeps): BalancesController {
  const chains = () => deps.chains;

  function target(): Target | undefined {
    const namespace = chains().state.activeNamespace;
    const account = chains().getAccount();
    const network = chains().activeNetwork();
    const address = account?.address;
    if (!namespace || !account || !network || address === undefined) return undefined;
    const normalized = namespace === 'eip155' ? address.toLowerCase() : address;
    return { namespace, account, address, network, key: `${network.caipNetworkId}:${normalized}` };
  }

  /** Accounts (cache keys) whose cached balances a transaction made stale: read fresh on their next load. */
  const stale = { tokens: new Set<string>(), native: new Set<string>() };

  /** Whether the load is for what is still active (the visitor may have switched meanwhile). */
  const stillActive = (t: Target) => target()?.key === t.key;

  const supported = (t: Target) =>
    BALANCE_NAMESPACES.includes(t.namespace) && chains().isSupported(t.network.caipNetworkId);

  /** The read itself (balance-reads.ts), loaded with `import()` on the first load, not with the client. */
  async function load(t: Target, forceUpdate: string | undefined): Promise<TokenBalance[]> {
    const { readTokenBalances } = await import('./balance-reads.js');
    return readTokenBalances(ctx, chains(), t, forceUpdate);
  }

  const balances: BalancesController = {
    invalidate() {
      const t = target();
      if (!t) return;
      stale.tokens.add(t.key);
      stale.native.add(t.key);
      t.account.lastRetry = undefined;
    },

    tokenBalancesAvailable() {
      const t = target();
      return t === undefined || supported(t);
    },

    async retryTokenBalances() {
      const t = target();
      if (t) t.account.lastRetry = undefined;
      return balances.fetchTokenBalances();
    },

    async fetchTokenBalances(forceUpdate) {
      const t = target();
      if (!t) return [];
      if (!supported(t)) {
        t.account.tokenBalance = [];
        deps.toast.showError(MESSAGES.tokenBalanceUnavailable);
        return [];
      }
      if (forceUpdate === undefined && !stale.tokens.has(t.key)) {
        const cached = ctx.storage.getCached<TokenBalance[]>('balance', t.key);
        if (Array.isArray(cached)) {
          t.account.tokenBalance = cached;
          return cached;
        }
      }
      const { lastRetry } = t.account;
      if (lastRetry !== undefined && ctx.clock.now() - lastRetry < BALANCE_RETRY_GUARD_MS) {
        return [...t.account.tokenBalance];
      }

      t.account.balanceLoading = true;
      try {
        const balances = dropZeroDecimalEntries(await load(t, forceUpdate));
        if (!stillActive(t)) return balances;
        ctx.storage.setCached('balance', t.key, balances);
        stale.tokens.delete(t.key);
        t.account.tokenBalance = balances;
        t.account.lastRetry = undefined;
        return balances;
      } catch (error) {
        ctx.logger.warn('Loading the token balances failed', error);
        if (!stillActive(t)) return [];
        t.account.lastRetry = ctx.clock.now();
        t.account.tokenBalance = [];
        return [];
      } finally {
        t.account.balanceLoading = false;
      }
    },

    async fetchNativeBalance(options = {}) {
      const t = target();
      if (!t || !supported(t)) return undefined;
      if (!options.force && !stale.native.has(t.key)) {
        const cached = ctx.storage.getCached<{ balance: string; symbol: string }>('nativeBalance', t.key);
        if (cached && typeof cached.balance === 'string' && typeof cached.symbol === 'string') {
          Object.assign(t.account, { balance: cached.balance, balanceSymbol: cached.symbol });
          return cached;
        }
      }
      try {
        const { balance, symbol } = await chains()
          .adapter(t.namespace)
          .getBalance({ address: t.address, caipNetworkId: t.network.caipNetworkId });
        const result = { balance, symbol };
        if (stillActive(t)) {
          ctx.storage.setCached('nativeBalance', t.key, result);
          stale.native.delete(t.key);
          Object.assign(t.account, { balance, balanceSymbol: symbol });
        }
        return result;
      } catch (error) {
        ctx.logger.warn('Loading the native balance failed', error);
        return undefined;
      }
    },
  };
  return balances;
}
