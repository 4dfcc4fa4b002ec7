import { erc20Abi, erc721Abi, type Hex, type PublicClient, pad, toHex } from 'viem';
import { isRejectedCall } from '../chains/rpc-failure.js';
import type { ChainReader, ReadBlock, ReadTokenMetadata, ReadTransferLog } from './chain-reader.js';

/** topic0 of `Transfer(address,address,uint256)`: ERC-20 (3 topics) and ERC-721 (4: the token id is indexed). */
export const TRANSFER_TOPIC: Hex = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';

/** Blocks asked for at once (the client batches the JSON-RPC calls of one tick). */
const BLOCK_CONCURRENCY = 100;
/** The largest `data:` token URI read for an NFT preview. */
const MAX_TOKEN_URI = 200_000;

type RpcLog = {
  transactionHash: Hex;
  blockNumber: Hex;
  logIndex: Hex;
  address: Hex;
  topics: Hex[];
  data: Hex;
};

/** The read's value; `undefined` when the contract has no such function (it reverts or returns nothing). */
async function optionalRead<T>(read: () => Promise<T>): Promise<T | undefined> {
  try {
    return await read();
  } catch (error) {
    if (isRejectedCall(error)) return undefined;
    throw error;
  }
}

const topicAddress = (topic: Hex | undefined) => `0x${(topic ?? '').slice(-40)}`.toLowerCase();

function parseTransferLog(log: RpcLog): ReadTransferLog | undefined {
  const [topic0, from, to, id] = log.topics;
  if (topic0 !== TRANSFER_TOPIC || from === undefined || to === undefined) return undefined;
  const erc721 = log.topics.length === 4 && id !== undefined;
  if (!erc721 && (log.topics.length !== 3 || log.data.length !== 66)) return undefined;
  return {
    txHash: log.transactionHash.toLowerCase(),
    blockNumber: Number(BigInt(log.blockNumber)),
    logIndex: Number(BigInt(log.logIndex)),
    token: log.address.toLowerCase(),
    standard: erc721 ? 'erc721' : 'erc20',
    from: topicAddress(from),
    to: topicAddress(to),
    amount: BigInt(erc721 ? id : log.data),
  };
}

/** The image of a `data:application/json` token URI (base64 or plain), if it names one. */
export function dataUriImage(uri: string): string | undefined {
  const match = /^data:application\/json(;charset=[^;,]+)?(;base64|;utf8)?,(.*)$/s.exec(uri);
  if (match === null || uri.length > MAX_TOKEN_URI) return undefined;
  const body = match[3] ?? '';
  try {
    const text =
      match[2] === ';base64' ? Buffer.from(body, 'base64').toString('utf8') : decodeURIComponent(body);
    const image = (JSON.parse(text) as { image?: unknown }).image;
    return typeof image === 'string' && image.length > 0 ? image : undefined;
  } catch {
    return undefined;
  }
}

/** The built-in indexer's reads over a chain's JSON-RPC node (viem; batched JSON-RPC, no retries). */
export function evmChainReader(client: PublicClient): ChainReader {
  return {
    async latestBlock() {
      return Number(await client.getBlockNumber());
    },

    async blocks(from, to) {
      const blocks: ReadBlock[] = [];
      for (let start = from; start <= to; start += BLOCK_CONCURRENCY) {
        const numbers = Array.from(
          { length: Math.min(BLOCK_CONCURRENCY, to - start + 1) },
          (_, i) => start + i,
        );
        const read = await Promise.all(
          numbers.map((n) => client.getBlock({ blockNumber: BigInt(n), includeTransactions: true })),
        );
        for (const block of read) {
          blocks.push({
            number: Number(block.number),
            timestamp: Number(block.timestamp),
            transactions: block.transactions.map((tx) => ({
              hash: tx.hash.toLowerCase(),
              index: tx.transactionIndex ?? 0,
              from: tx.from.toLowerCase(),
              to: tx.to?.toLowerCase() ?? null,
              value: tx.value,
              nonce: tx.nonce,
              method: tx.input.length >= 10 ? tx.input.slice(0, 10).toLowerCase() : null,
            })),
          });
        }
      }
      return blocks;
    },

    async transferLogs(account, from, to) {
      const topic = pad(account as Hex, { size: 32 }).toLowerCase() as Hex;
      const range = { fromBlock: toHex(from), toBlock: toHex(to) };
      const [sent, received] = (await Promise.all([
        client.request({ method: 'eth_getLogs', params: [{ ...range, topics: [TRANSFER_TOPIC, topic] }] }),
        client.request({
          method: 'eth_getLogs',
          params: [{ ...range, topics: [TRANSFER_TOPIC, null, topic] }],
        }),
      ])) as unknown as [RpcLog[], RpcLog[]];
      const byKey = new Map<string, ReadTransferLog>();
      for (const log of [...sent, ...received]) {
        const parsed = parseTransferLog(log);
        if (parsed !== undefined) byKey.set(`${parsed.txHash}:${parsed.logIndex}`, parsed);
      }
      return [...byKey.values()];
    },

    async succeeded(hashes) {
      const receipts = await Promise.all(
        hashes.map((hash) => client.getTransactionReceipt({ hash: hash as Hex })),
      );
      return new Map(receipts.map((receipt, i) => [hashes[i] as string, receipt.status === 'success']));
    },

    async tokenMetadata(token): Promise<ReadTokenMetadata> {
      const address = token as Hex;
      const [name, symbol, decimals] = await Promise.all([
        optionalRead(() => client.readContract({ address, abi: erc20Abi, functionName: 'name' })),
        optionalRead(() => client.readContract({ address, abi: erc20Abi, functionName: 'symbol' })),
        optionalRead(() => client.readContract({ address, abi: erc20Abi, functionName: 'decimals' })),
      ]);
      return {
        ...(name === undefined ? {} : { name }),
        ...(symbol === undefined ? {} : { symbol }),
        ...(decimals === undefined ? {} : { decimals }),
      };
    },

    async nftPreview(token, tokenId) {
      const uri = await optionalRead(() =>
        client.readContract({
          address: token as Hex,
          abi: erc721Abi,
          functionName: 'tokenURI',
          args: [tokenId],
        }),
      );
      return uri === undefined ? undefined : dataUriImage(uri);
    },
  };
}
