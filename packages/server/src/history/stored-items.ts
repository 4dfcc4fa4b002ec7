import type { TransferDirection } from '@walletdock/core';
import type { Selectable } from 'kysely';
import { formatUnits, getAddress, zeroAddress } from 'viem';
import { type ChainConfig, configuredToken } from '../config/chains.js';
import type { HistoryTransactionsTable, HistoryTransfersTable } from '../db/schema.js';
import type { HistoryEntry, SourceItem, SourceTransfer } from './history-indexer.js';
import type { StoredPage } from './history-store.js';
import { operationType } from './operation-type.js';

function direction(account: string, from: string, to: string | null): TransferDirection {
  if (from === account && to === account) return 'self';
  return from === account ? 'out' : 'in';
}

function iconOf(chain: ChainConfig, token: string): { icon: { url: string } } | Record<string, never> {
  const configured = configuredToken(chain, token);
  return configured?.iconUrl === undefined ? {} : { icon: { url: configured.iconUrl } };
}

function tokenTransfer(
  chain: ChainConfig,
  account: string,
  row: Selectable<HistoryTransfersTable>,
  page: StoredPage,
): SourceTransfer {
  const token = page.tokens.get(row.token);
  const moved = direction(account, row.from_address, row.to_address);
  if (row.standard === 'erc721') {
    return {
      nft_info: {
        name: `${token?.name ?? 'NFT'} #${row.amount}`,
        ...(row.nft_preview === null ? {} : { content: { preview: { url: row.nft_preview } } }),
        flags: { is_spam: false },
      },
      direction: moved,
      quantity: { numeric: '1' },
    };
  }
  return {
    fungible_info: {
      name: token?.name ?? row.token,
      symbol: token?.symbol ?? '?',
      ...iconOf(chain, row.token),
    },
    asset: row.token,
    direction: moved,
    quantity: { numeric: formatUnits(BigInt(row.amount), token?.decimals ?? 0) },
  };
}

/**
 * Who the visitor reads as the two sides: of a token transfer (one Transfer log of the account, no native value) its
 * sender and receiver, not the token contract the transaction called; else the transaction's own from and to.
 */
function sides(
  account: string,
  tx: Selectable<HistoryTransactionsTable>,
  logs: readonly Selectable<HistoryTransfersTable>[],
): { sentFrom: string; sentTo: string } {
  const [only] = logs;
  if (
    logs.length === 1 &&
    only !== undefined &&
    BigInt(tx.native_value) === 0n &&
    (only.from_address === account || only.to_address === account)
  ) {
    return { sentFrom: getAddress(only.from_address), sentTo: getAddress(only.to_address) };
  }
  return { sentFrom: getAddress(tx.tx_from), sentTo: getAddress(tx.tx_to ?? zeroAddress) };
}

function storedItem(
  chain: ChainConfig,
  account: string,
  tx: Selectable<HistoryTransactionsTable>,
  page: StoredPage,
): SourceItem {
  const transfers: SourceTransfer[] = [];
  const logs = page.transfers.filter((row) => row.tx_hash === tx.tx_hash);
  // A plain transfer (no input, nothing else moved) is a transfer even of 0: the visitor sent it ("Sent 0 ETH").
  const plainTransfer = tx.method === null && tx.tx_to !== null && logs.length === 0;
  if (BigInt(tx.native_value) > 0n || plainTransfer) {
    transfers.push({
      fungible_info: { name: chain.nativeCurrency.name, symbol: chain.nativeCurrency.symbol },
      asset: 'native',
      direction: direction(account, tx.tx_from, tx.tx_to),
      quantity: { numeric: formatUnits(BigInt(tx.native_value), chain.nativeCurrency.decimals) },
    });
  }
  transfers.push(...logs.map((row) => tokenTransfer(chain, account, row, page)));
  return {
    id: `${chain.id}:${tx.tx_hash}`,
    metadata: {
      operationType: operationType({
        transfers,
        minted: logs.some((row) => row.from_address === zeroAddress),
        method: tx.method,
      }),
      hash: tx.tx_hash,
      minedAt: new Date(Number(tx.block_time) * 1000).toISOString(),
      ...sides(account, tx, logs),
      status: tx.status,
      nonce: Number(tx.nonce),
      chain: chain.id,
    },
    transfers,
  };
}

/** The contract's entries of a stored page (ERC-20 amounts in whole units with the cached decimals). */
export function storedEntries(chain: ChainConfig, account: string, page: StoredPage): HistoryEntry[] {
  return page.transactions.map((tx) => ({
    position: { block: Number(tx.block_number), txIndex: tx.tx_index, hash: tx.tx_hash },
    timestamp: Number(tx.block_time),
    item: storedItem(chain, account, tx, page),
  }));
}
