import type { HistoryItem, HistoryResponse, HistoryTransfer, TransferDirection } from '@walletdock/core';
import {
  type Address,
  type Block,
  formatUnits,
  getAddress,
  type Hex,
  hexToBigInt,
  type Log,
  type Transaction,
  zeroAddress,
} from 'viem';
import { testNftAbi } from '../../stack/artifacts.js';
import { chainFor, type ServiceChain, type ServicesContext } from '../context.js';
import { addressSegment } from '../http/params.js';
import type { Route } from '../http/router.js';
import { badRequest } from '../http/service-error.js';
import { imageUrl } from '../service-urls.js';
import { parseDataUriJson } from './nfts.js';
import { findStackToken } from './tokens.js';

/** topic0 of `Transfer(address,address,uint256)` (ERC-20 and ERC-721 alike; ERC-721 indexes the token id). */
export const TRANSFER_TOPIC: Hex = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';
const APPROVE_SELECTOR = '0x095ea7b3';

type SortKey = readonly [timestamp: number, chainId: number, block: number, index: number];
type Entry = { key: SortKey; item: HistoryItem };

/**
 * `GET /v1/account/{account}/history`: the account's transactions, newest first, computed by scanning the
 * chain's real blocks — every transaction sent by or to the account, and every ERC-20/ERC-721 `Transfer` log of
 * the stack's tokens from or to it. This is an O(blocks) scan per request: fine for a dev chain with a few
 * thousand blocks, not for a real network. `cursor` is opaque (the position of the last item of the previous
 * page); `chainId` limits the scan to one chain; `onramp` is accepted and ignored (there are no pending
 * purchases locally). NFT transfers carry `flags.is_spam: false`.
 */
export function historyRoutes(context: ServicesContext, options: { pageSize: number }): Route[] {
  return [
    {
      method: 'GET',
      path: '/v1/account/:account/history',
      async handle({ path, query, projectId }) {
        const account = addressSegment(path.account);
        const chainId = query.optionalString('chainId');
        const chains = chainId === undefined ? context.chains : [chainFor(context, chainId)];
        query.optionalString('onramp');
        const cursor = decodeCursor(query.optionalString('cursor'));
        const scanned = await Promise.all(
          chains.map((chain) => scanChain(context, chain, account, projectId)),
        );
        const entries = scanned.flat().sort((a, b) => compareKeys(a.key, b.key));
        const start =
          cursor === undefined ? 0 : entries.findIndex((entry) => compareKeys(entry.key, cursor) > 0);
        const page = start < 0 ? [] : entries.slice(start, start + options.pageSize);
        const last = page.at(-1);
        const hasMore = start >= 0 && start + options.pageSize < entries.length;
        const body: HistoryResponse = {
          data: page.map((entry) => entry.item),
          next: hasMore && last !== undefined ? encodeCursor(last.key) : null,
        };
        return { body };
      },
    },
  ];
}

/** Newest first: later timestamp, then lower chain id, then later block, then later transaction. */
function compareKeys(a: SortKey, b: SortKey): number {
  return b[0] - a[0] || a[1] - b[1] || b[2] - a[2] || b[3] - a[3];
}

function encodeCursor(key: SortKey): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

function decodeCursor(cursor: string | undefined): SortKey | undefined {
  if (cursor === undefined) return undefined;
  try {
    const key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (Array.isArray(key) && key.length === 4 && key.every((n) => Number.isSafeInteger(n))) {
      return key as unknown as SortKey;
    }
  } catch {
    // fall through
  }
  throw badRequest(`"cursor" is not a cursor this server issued: ${cursor}`);
}

async function scanChain(
  context: ServicesContext,
  { chain, client }: ServiceChain,
  account: Address,
  projectId: string | undefined,
): Promise<Entry[]> {
  const latest = await client.getBlockNumber();
  const tokens = [chain.contracts.dockToken, chain.contracts.testUsd, chain.contracts.testNft];
  const [blocks, logs] = await Promise.all([
    Promise.all(
      Array.from({ length: Number(latest) + 1 }, (_, n) =>
        client.getBlock({ blockNumber: BigInt(n), includeTransactions: true }),
      ),
    ),
    client.getLogs({ address: tokens, fromBlock: 0n, toBlock: latest }),
  ]);
  const me = account.toLowerCase();
  const isMe = (address: string | null | undefined) => address?.toLowerCase() === me;
  const topicAddress = (topic: Hex | undefined): Address =>
    getAddress(`0x${(topic ?? '0x').slice(-40).padStart(40, '0')}`);
  const transferLogs = (logs as Log[]).filter(
    (log) =>
      log.topics[0] === TRANSFER_TOPIC &&
      (isMe(topicAddress(log.topics[1])) || isMe(topicAddress(log.topics[2]))),
  );
  const logsByTx = new Map<string, Log[]>();
  for (const log of transferLogs) {
    const list = logsByTx.get(log.transactionHash ?? '') ?? [];
    list.push(log);
    logsByTx.set(log.transactionHash ?? '', list);
  }
  const relevant: { block: Block; tx: Transaction }[] = [];
  for (const block of blocks) {
    for (const tx of block.transactions) {
      if (typeof tx === 'string') continue;
      if (isMe(tx.from) || isMe(tx.to) || logsByTx.has(tx.hash)) relevant.push({ block, tx });
    }
  }
  const [receipts, nftImages] = await Promise.all([
    Promise.all(relevant.map(({ tx }) => client.getTransactionReceipt({ hash: tx.hash }))),
    nftPreviews({ chain, client }, transferLogs),
  ]);

  return relevant.map(({ block, tx }, index): Entry => {
    const direction = (from: string, to: string | null | undefined): TransferDirection =>
      isMe(from) && isMe(to) ? 'self' : isMe(from) ? 'out' : 'in';
    const transfers: HistoryTransfer[] = [];
    const native = findStackToken(chain, undefined);
    if (tx.value > 0n && native !== undefined) {
      const numeric = formatUnits(tx.value, native.decimals);
      transfers.push({
        fungible_info: {
          name: native.name,
          symbol: native.symbol,
          icon: { url: imageUrl(context.baseUrl(), 'token', native.symbol, projectId) },
        },
        direction: direction(tx.from, tx.to),
        quantity: { numeric },
        price: native.price,
        value: Number(numeric) * native.price,
      });
    }
    let minted = false;
    for (const log of logsByTx.get(tx.hash) ?? []) {
      const from = topicAddress(log.topics[1]);
      const to = topicAddress(log.topics[2]);
      if (from === zeroAddress) minted = true;
      if (log.address.toLowerCase() === chain.contracts.testNft.toLowerCase() && log.topics.length === 4) {
        const tokenId = hexToBigInt(log.topics[3] as Hex);
        const preview = nftImages.get(tokenId);
        transfers.push({
          nft_info: {
            name: `Dock Test NFT #${tokenId}`,
            ...(preview === undefined ? {} : { content: { preview: { url: preview } } }),
            flags: { is_spam: false },
          },
          direction: direction(from, to),
          quantity: { numeric: '1' },
        });
        continue;
      }
      const token = findStackToken(chain, getAddress(log.address));
      if (token === undefined) continue;
      const numeric = formatUnits(hexToBigInt(log.data), token.decimals);
      transfers.push({
        fungible_info: {
          name: token.name,
          symbol: token.symbol,
          icon: { url: imageUrl(context.baseUrl(), 'token', token.symbol, projectId) },
        },
        direction: direction(from, to),
        quantity: { numeric },
        price: token.price,
        value: Number(numeric) * token.price,
      });
    }
    const receipt = receipts[index];
    const item: HistoryItem = {
      id: `${chain.caipNetworkId}:${tx.hash}`,
      metadata: {
        operationType: operationType(tx, transfers, minted, isMe(tx.from), chain.contracts.swapPool),
        hash: tx.hash,
        minedAt: new Date(Number(block.timestamp) * 1000).toISOString(),
        sentFrom: getAddress(tx.from),
        sentTo: getAddress(tx.to ?? receipt?.contractAddress ?? zeroAddress),
        status: receipt?.status === 'success' ? 'confirmed' : 'failed',
        nonce: tx.nonce,
        chain: chain.caipNetworkId,
      },
      transfers,
    };
    return {
      key: [Number(block.timestamp), chain.chainId, Number(block.number ?? 0n), tx.transactionIndex ?? 0],
      item,
    };
  });
}

function operationType(
  tx: Transaction,
  transfers: readonly HistoryTransfer[],
  minted: boolean,
  sentByMe: boolean,
  swapPool: Address,
): string {
  if (minted) return 'mint';
  if (sentByMe && tx.to?.toLowerCase() === swapPool.toLowerCase()) return 'trade';
  if (transfers.length === 0) return tx.input.startsWith(APPROVE_SELECTOR) ? 'approve' : 'execute';
  const directions = new Set(transfers.map((transfer) => transfer.direction));
  if (directions.size > 1) return 'trade';
  return directions.has('in') ? 'receive' : 'send';
}

/** The image of each NFT moved, from its on-chain `tokenURI` (absent when the token no longer exists). */
async function nftPreviews(
  { chain, client }: ServiceChain,
  logs: readonly Log[],
): Promise<Map<bigint, string>> {
  const ids = new Set<bigint>();
  for (const log of logs) {
    if (log.address.toLowerCase() === chain.contracts.testNft.toLowerCase() && log.topics.length === 4) {
      ids.add(hexToBigInt(log.topics[3] as Hex));
    }
  }
  const previews = new Map<bigint, string>();
  await Promise.all(
    [...ids].map(async (tokenId) => {
      try {
        const uri = await client.readContract({
          address: chain.contracts.testNft,
          abi: testNftAbi,
          functionName: 'tokenURI',
          args: [tokenId],
        });
        const image = parseDataUriJson(uri)?.image;
        if (typeof image === 'string') previews.set(tokenId, image);
      } catch {
        // Burned tokens have no URI: no preview.
      }
    }),
  );
  return previews;
}
