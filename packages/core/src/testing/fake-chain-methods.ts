import type { AdapterBalance, AdapterTokenBalance, ChainAdapter } from '../adapter/types.js';
import type { CaipNetwork, CaipNetworkId } from '../caip/types.js';
import { ConnectorError } from '../errors/connector-error.js';
import { InvalidParamsRpcError } from '../errors/json-rpc-errors.js';
import * as MESSAGES from '../errors/message-texts.js';
import { formatUnits } from '../format/units.js';
import { normalizeAddress, sameAddress } from './addresses.js';
import type { FakeToken } from './fake-adapter.js';
import { assertFunds, ledgerOf, tokenLedgerOf, validateTransaction } from './fake-ledger.js';
import { type FakeChain, isFakeTransferRequest } from './fake-transfers.js';
import { FAKE_WALLET_INTERNALS } from './fake-wallet.js';
import type { FakeWalletSet } from './fake-wallet-set.js';
import { pseudoDigest } from './pseudo-digest.js';

/** The fake adapter's reads, signing and sending, over its wallets' in-memory ledger. */
export function fakeChainMethods(params: {
  set: FakeWalletSet;
  networkOf(caipNetworkId: CaipNetworkId): CaipNetwork;
  tokens: Partial<Record<CaipNetworkId, readonly FakeToken[]>> | undefined;
  chain: FakeChain;
}): Pick<ChainAdapter, 'getBalance' | 'signMessage' | 'sendTransaction'> &
  Required<Pick<ChainAdapter, 'getTokenBalances'>> {
  const { set, networkOf } = params;
  const { wallets } = set;
  return {
    async getBalance({ address, caipNetworkId }): Promise<AdapterBalance> {
      const { nativeCurrency } = networkOf(caipNetworkId);
      const ledger = ledgerOf(wallets, address, caipNetworkId);
      ledger?.[FAKE_WALLET_INTERNALS].throwIfFailing('getBalance');
      const amount = ledger?.balanceOf(address, caipNetworkId) ?? 0n;
      return {
        balance: formatUnits(amount, nativeCurrency.decimals),
        symbol: nativeCurrency.symbol,
        decimals: nativeCurrency.decimals,
      };
    },

    async getTokenBalances({ address, caipNetworkId, tokens }): Promise<AdapterTokenBalance[]> {
      networkOf(caipNetworkId);
      wallets
        .find((w) => w.accounts.some((a) => sameAddress(a, address)))
        ?.[FAKE_WALLET_INTERNALS].throwIfFailing('getTokenBalances');
      const deployed = params.tokens?.[caipNetworkId] ?? [];
      const balances: AdapterTokenBalance[] = [];
      for (const requested of tokens) {
        const token = deployed.find((t) => sameAddress(t.address, requested.address));
        if (!token) continue;
        const balance =
          tokenLedgerOf(wallets, address, caipNetworkId, token.address)?.tokenBalanceOf(
            address,
            caipNetworkId,
            token.address,
          ) ?? 0n;
        const { name, symbol, decimals } = token;
        balances.push({ address: token.address, name, symbol, decimals, balance });
      }
      return balances;
    },

    async signMessage({ connectorId, address, message, signal }) {
      const wallet = set.authorised(connectorId, 'signMessage');
      const account = set.ownAccount(wallet, address);
      if (typeof message !== 'string')
        throw new InvalidParamsRpcError({ details: 'the message must be a string' });
      return wallet[FAKE_WALLET_INTERNALS].prompt(
        { method: 'signMessage', params: { address, message } },
        () => {
          const signature = `0x${pseudoDigest(`sign|${normalizeAddress(account)}|${message}`, 65)}` as const;
          wallet[FAKE_WALLET_INTERNALS].recordSignature({ address: account, message, signature });
          return signature;
        },
        signal,
      );
    },

    async sendTransaction({ connectorId, address, caipNetworkId, transaction, signal }) {
      const wallet = set.authorised(connectorId, 'sendTransaction');
      const from = set.ownAccount(wallet, address);
      const { to, value, data } = validateTransaction(set.namespace, transaction);
      networkOf(caipNetworkId);
      if (set.chainOf(wallet) !== caipNetworkId) {
        throw new ConnectorError(MESSAGES.chainMismatch, {
          details: `${wallet.name} is on ${set.chainOf(wallet)}, the transaction is for ${caipNetworkId}`,
        });
      }
      const internals = wallet[FAKE_WALLET_INTERNALS];
      if (isFakeTransferRequest(transaction)) {
        // A transfer of `transfers.buildRequest`: the fake chain charges its fee and mines it (fake-transfers.ts).
        params.chain.check(from, caipNetworkId, transaction);
        return internals.prompt(
          {
            method: 'sendTransaction',
            params: { from, to, value, caipNetworkId, transfer: transaction.fakeTransfer },
          },
          () => {
            params.chain.check(from, caipNetworkId, transaction);
            return params.chain.submit(wallet, from, caipNetworkId, transaction);
          },
          signal,
        );
      }
      assertFunds(wallet, from, caipNetworkId, value);
      return internals.prompt(
        { method: 'sendTransaction', params: { from, to, value, data, caipNetworkId } },
        () => {
          assertFunds(wallet, from, caipNetworkId, value); // the balance may have moved while the prompt was open
          const nonce = internals.nextNonce(from, caipNetworkId);
          const hash =
            `0x${pseudoDigest(`tx|${wallet.id}|${internals.nextSequence()}|${caipNetworkId}|${from}|${nonce}|${to}|${value}|${data ?? ''}`, 32)}` as const;
          wallet.setBalance(from, caipNetworkId, wallet.balanceOf(from, caipNetworkId) - value);
          const recipient = ledgerOf(wallets, to, caipNetworkId) ?? wallet;
          recipient.setBalance(to, caipNetworkId, recipient.balanceOf(to, caipNetworkId) + value);
          internals.recordTransaction({ hash, from, to, value, data, caipNetworkId, nonce });
          return hash;
        },
        signal,
      );
    },
  };
}
