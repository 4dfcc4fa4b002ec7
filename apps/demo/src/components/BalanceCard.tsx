import type { BlockchainApiClient, TokenBalance } from '@walletdock/core';
import { useEffect, useId, useRef, useState } from 'react';
import type { LocalStackInfo } from '../config/local-stack';
import { balanceRows, totalValue } from '../services/balance-rows';
import { describeServiceError } from '../services/service-clients';
import { Card } from './Card';
import { CoinsIcon } from './icons';

type BalanceCardProps = { stack: LocalStackInfo; client: BlockchainApiClient };

type Query = { readonly accountIndex: number; readonly chainIndex: number };

type BalanceStatus =
  | { readonly state: 'idle' }
  | { readonly state: 'loading'; readonly query: Query }
  | { readonly state: 'done'; readonly query: Query; readonly balances: readonly TokenBalance[] }
  | { readonly state: 'failed'; readonly query: Query; readonly message: string };

function shortAddress(address: string): string {
  return `${address.slice(0, 6)}…${address.slice(-4)}`;
}

function BalanceList({ balances }: { balances: readonly TokenBalance[] }) {
  const rows = balanceRows(balances);
  if (rows.length === 0) {
    return <p className="balance__empty">This account holds nothing on this chain.</p>;
  }
  return (
    <ul className="balance-list" aria-label="Balances">
      {rows.map((row) => (
        <li key={row.key} className="balance-row" data-testid="balance-row" data-symbol={row.symbol}>
          {row.iconUrl === undefined ? (
            <span
              className={row.native ? 'token-avatar token-avatar--native' : 'token-avatar'}
              aria-hidden="true"
            >
              {row.symbol.slice(0, 3)}
            </span>
          ) : (
            <img className="token-avatar" src={row.iconUrl} alt="" width={36} height={36} />
          )}
          <span className="balance-row__token">
            <span className="balance-row__symbol">{row.symbol}</span>
            <span className="balance-row__name">{row.name}</span>
          </span>
          <span className="balance-row__amounts">
            <span className="balance-row__amount" title={`${row.exact} ${row.symbol}`} data-exact={row.exact}>
              {row.amount} <span className="visually-hidden">{row.symbol}</span>
            </span>
            {row.value === undefined ? null : <span className="balance-row__value">{row.value}</span>}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** A real balance through the Blockchain API: pick a dev account and a chain, then fetch on click. */
export function BalanceCard({ stack, client }: BalanceCardProps) {
  const [accountIndex, setAccountIndex] = useState(0);
  const [chainIndex, setChainIndex] = useState(0);
  const [status, setStatus] = useState<BalanceStatus>({ state: 'idle' });
  const pending = useRef<AbortController | undefined>(undefined);
  const accountId = useId();
  const chainId = useId();

  useEffect(() => () => pending.current?.abort(), []);

  const fetchBalance = (): void => {
    const account = stack.accounts[accountIndex];
    const chain = stack.chains[chainIndex];
    if (!account || !chain) return;
    pending.current?.abort();
    const controller = new AbortController();
    pending.current = controller;
    const query = { accountIndex, chainIndex };
    setStatus({ state: 'loading', query });
    client
      .getBalances(
        { address: account.address, chainId: chain.caipNetworkId, currency: 'usd' },
        { signal: controller.signal },
      )
      .then(
        ({ balances }) => setStatus({ state: 'done', query, balances }),
        (error: unknown) => {
          if (!controller.signal.aborted) {
            setStatus({ state: 'failed', query, message: describeServiceError(error) });
          }
        },
      );
  };

  const shownQuery = status.state === 'idle' ? undefined : status.query;
  const shownAccount = shownQuery && stack.accounts[shownQuery.accountIndex];
  const shownChain = shownQuery && stack.chains[shownQuery.chainIndex];
  const total = status.state === 'done' ? totalValue(status.balances) : undefined;

  return (
    <Card
      id="balance"
      className="card--balance"
      title="Balance"
      description={
        <>
          A dev account&rsquo;s balances from the Blockchain API (<code>getBalances</code>), computed by the
          local server from the chain&rsquo;s real state.
        </>
      }
      icon={<CoinsIcon />}
    >
      <form
        className="balance-form"
        onSubmit={(event) => {
          event.preventDefault();
          fetchBalance();
        }}
      >
        <div className="field">
          <label htmlFor={accountId} className="field__label">
            Account
          </label>
          <select
            id={accountId}
            className="field__control"
            value={accountIndex}
            onChange={(event) => setAccountIndex(Number(event.target.value))}
          >
            {stack.accounts.map((account, index) => (
              <option key={account.address} value={index}>
                #{index} · {shortAddress(account.address)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={chainId} className="field__label">
            Network
          </label>
          <select
            id={chainId}
            className="field__control"
            value={chainIndex}
            onChange={(event) => setChainIndex(Number(event.target.value))}
          >
            {stack.chains.map((chain, index) => (
              <option key={chain.chainId} value={index}>
                {chain.name}
              </option>
            ))}
          </select>
        </div>
        <button
          type="submit"
          className="button button--primary balance-form__submit"
          disabled={status.state === 'loading' || stack.accounts.length === 0}
        >
          {status.state === 'loading' ? 'Fetching…' : 'Fetch balance'}
        </button>
      </form>

      <div className="balance" aria-live="polite" aria-busy={status.state === 'loading'}>
        {status.state === 'idle' ? (
          <p className="balance__hint">
            Nothing fetched yet. <code>GET /v1/account/&#123;address&#125;/balance</code> runs when you click.
          </p>
        ) : (
          <div className="balance__head">
            <p className="balance__for" data-testid="balance-for">
              {shownAccount ? (
                <>
                  <span>Account #{shownQuery?.accountIndex}</span>{' '}
                  <span className="mono" title={shownAccount.address}>
                    {shortAddress(shownAccount.address)}
                  </span>
                </>
              ) : null}
              {shownChain ? <span className="badge">{shownChain.caipNetworkId}</span> : null}
            </p>
            {total === undefined ? null : (
              <p className="balance__total">
                <span className="balance__total-label">Total</span> {total}
              </p>
            )}
          </div>
        )}
        {status.state === 'loading' ? <div className="balance-skeleton" aria-hidden="true" /> : null}
        {status.state === 'failed' ? (
          <div className="notice notice--error" role="alert">
            <p>Token Balance Unavailable — {status.message}</p>
          </div>
        ) : null}
        {status.state === 'done' ? <BalanceList balances={status.balances} /> : null}
      </div>
    </Card>
  );
}
