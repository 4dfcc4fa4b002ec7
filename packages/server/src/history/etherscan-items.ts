import type { TransferDirection } from '@walletdock/core';
import { formatUnits, getAddress, isAddress, zeroAddress } from 'viem';
import type { ChainConfig } from '../config/chains.js';
import type { EtherscanTokenRow, EtherscanTxRow } from './etherscan-client.js';
import type { HistoryEntry, SourceTransfer } from './history-indexer.js';
import { operationType } from './operation-type.js';

/** The rows of one transaction hash, from the three lists. */
export type EtherscanGroup = {
  tx: EtherscanTxRow | undefined;
  tokens: EtherscanTokenRow[];
  nfts: EtherscanTokenRow[];
};

/** A row whose values are not what the documentation says (a number that is not one, an address that is not one). */
export class MalformedRowError extends Error {
  override name = 'MalformedRowError';
}

function integer(value: string | undefined, field: string): number {
  const parsed = value === undefined || value === '' ? Number.NaN : Number(value);
  if (!Number.isSafeInteger(parsed) || parsed < 0)
    throw new MalformedRowError(`${field} is not an integer: ${value}`);
  return parsed;
}

function bigInteger(value: string | undefined, field: string): bigint {
  if (value === undefined || !/^[0-9]{1,80}$/.test(value))
    throw new MalformedRowError(`${field} is not an integer: ${value}`);
  return BigInt(value);
}

function address(value: string, field: string): string {
  if (!isAddress(value, { strict: false }))
    throw new MalformedRowError(`${field} is not an address: ${value}`);
  return getAddress(value);
}

function direction(account: string, from: string, to: string): TransferDirection {
  const sent = from.toLowerCase() === account;
  const received = to.toLowerCase() === account;
  return sent && received ? 'self' : sent ? 'out' : 'in';
}

/**
 * Who the visitor reads as the two sides: of a token transfer (one transfer row of the account, no native value) its
 * sender and receiver, not the token contract the transaction called; else the transaction's own from and to (a
 * contract creation: the new contract). The built-in indexer's rule (stored-items.ts `sides`).
 */
function sides(
  account: string,
  tx: EtherscanTxRow | undefined,
  tokenRows: readonly EtherscanTokenRow[],
  native: bigint,
  first: EtherscanTxRow | EtherscanTokenRow,
): { sentFrom: string; sentTo: string } {
  const [only] = tokenRows;
  if (
    tokenRows.length === 1 &&
    only !== undefined &&
    native === 0n &&
    (only.from.toLowerCase() === account || only.to.toLowerCase() === account)
  ) {
    return { sentFrom: only.from, sentTo: only.to };
  }
  if (tx === undefined) return { sentFrom: first.from, sentTo: first.to };
  return { sentFrom: tx.from, sentTo: tx.to === '' ? (tx.contractAddress ?? '') : tx.to };
}

/** The chain as the mapping needs it. */
export type EtherscanChain = Pick<ChainConfig, 'id' | 'nativeCurrency'>;

/**
 * The contract's entry of one transaction of `account` (lower-case): its native value (from `txlist`) and its
 * token and NFT transfers (`tokentx`, `tokennfttx`, by log index when the API gives one). A transaction known
 * only from the token lists (someone else's that moved the account's tokens) takes sender and receiver from
 * its first transfer.
 * @throws {MalformedRowError} for a value that is not what the documentation says.
 */
export function etherscanEntry(
  chain: EtherscanChain,
  account: string,
  hash: string,
  group: EtherscanGroup,
): HistoryEntry {
  const chainId = chain.id;
  const first = group.tx ?? group.tokens[0] ?? group.nfts[0];
  if (first === undefined) throw new MalformedRowError(`no row for ${hash}`);
  const transfers: SourceTransfer[] = [];
  const tx = group.tx;
  const native = tx === undefined ? 0n : bigInteger(tx.value, 'value');
  const tokenCount = group.tokens.length + group.nfts.length;
  // A plain transfer (no input, nothing else moved) is a transfer even of 0: the visitor sent it ("Sent 0 ETH"),
  // as the built-in indexer reads it (stored-items.ts).
  const plainTransfer =
    tx !== undefined &&
    tx.to !== '' &&
    (tx.input === undefined || tx.input === '0x' || tx.input === '') &&
    tokenCount === 0;
  if (tx !== undefined && (native > 0n || plainTransfer)) {
    transfers.push({
      fungible_info: { name: chain.nativeCurrency.name, symbol: chain.nativeCurrency.symbol },
      asset: 'native',
      direction: direction(account, tx.from, tx.to),
      quantity: { numeric: formatUnits(native, chain.nativeCurrency.decimals) },
    });
  }
  const tokenRows = [...group.tokens, ...group.nfts].sort(
    (a, b) => Number(a.logIndex ?? 0) - Number(b.logIndex ?? 0),
  );
  for (const row of tokenRows) {
    const moved = direction(account, row.from, row.to);
    if (row.tokenID !== undefined && group.nfts.includes(row)) {
      transfers.push({
        nft_info: {
          name: `${row.tokenName} #${bigInteger(row.tokenID, 'tokenID')}`,
          flags: { is_spam: false },
        },
        direction: moved,
        quantity: { numeric: '1' },
      });
    } else {
      const decimals = integer(row.tokenDecimal, 'tokenDecimal');
      transfers.push({
        fungible_info: { name: row.tokenName, symbol: row.tokenSymbol },
        asset: row.contractAddress,
        direction: moved,
        quantity: { numeric: formatUnits(bigInteger(row.value, 'value'), Math.min(decimals, 77)) },
      });
    }
  }
  const { sentFrom, sentTo } = sides(account, tx, tokenRows, native, first);
  const timestamp = integer(first.timeStamp, 'timeStamp');
  return {
    position: {
      block: integer(first.blockNumber, 'blockNumber'),
      txIndex: integer(tx?.transactionIndex ?? first.transactionIndex ?? '0', 'transactionIndex'),
      hash,
    },
    timestamp,
    item: {
      id: `${chainId}:${hash}`,
      metadata: {
        operationType: operationType({
          transfers,
          minted: tokenRows.some((row) => row.from.toLowerCase() === zeroAddress),
          method:
            tx?.input !== undefined && tx.input.length >= 10 ? tx.input.slice(0, 10).toLowerCase() : null,
        }),
        hash,
        minedAt: new Date(timestamp * 1000).toISOString(),
        sentFrom: address(sentFrom, 'from'),
        sentTo: sentTo === '' ? zeroAddress : address(sentTo, 'to'),
        status: tx?.isError === '1' ? 'failed' : 'confirmed',
        nonce: integer(first.nonce, 'nonce'),
        chain: chainId,
      },
      transfers,
    },
  };
}
