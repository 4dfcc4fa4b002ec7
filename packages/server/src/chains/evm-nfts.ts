import type { Nft } from '@walletdock/core';
import { type Address, erc721Abi, type PublicClient } from 'viem';
import type { ChainConfig } from '../config/chains.js';
import { parseDataUriJson } from './data-uri.js';
import { type NftPosition, nftPage } from './nft-page.js';
import { type ReadOutcome, readMany } from './read-many.js';
import { readFromChain } from './rpc-failure.js';

const ENUMERABLE_ABI = [
  {
    type: 'function',
    name: 'tokenOfOwnerByIndex',
    stateMutability: 'view',
    inputs: [
      { name: 'owner', type: 'address' },
      { name: 'index', type: 'uint256' },
    ],
    outputs: [{ name: '', type: 'uint256' }],
  },
] as const;

const bigintOf = (outcome: ReadOutcome | undefined) =>
  outcome?.ok && typeof outcome.value === 'bigint' ? outcome.value : undefined;

/** The NFT of one token: its metadata's name and image when its `tokenURI` is an on-chain `data:` JSON. */
function nftOf(chain: ChainConfig, contract: string, collection: string, tokenId: bigint, uri: unknown): Nft {
  const metadata = typeof uri === 'string' ? parseDataUriJson(uri) : undefined;
  const image = metadata?.image;
  return {
    chainId: chain.id,
    contractAddress: contract,
    tokenId: tokenId.toString(),
    name: typeof metadata?.name === 'string' ? metadata.name : `${collection} #${tokenId}`,
    collection,
    ...(typeof image === 'string' ? { imageUrl: image } : {}),
    ...(typeof uri === 'string' && uri !== '' ? { metadataUrl: uri } : {}),
  };
}

/**
 * One page of the owner's NFTs in the chain's configured ERC-721 collections (which must implement the
 * Enumerable extension), read in three batched rounds: `balanceOf` and `name` of every collection, then
 * `tokenOfOwnerByIndex` of the page's positions, then their `tokenURI`. A position whose token cannot be read
 * (a collection without the extension) is left out.
 * @throws {ChainUnavailableError} when the node fails.
 */
export async function readEvmNfts(
  client: PublicClient,
  chain: ChainConfig,
  owner: Address,
  start: NftPosition,
  pageSize: number,
): Promise<{ data: Nft[]; next: NftPosition | undefined }> {
  const contracts = (chain.nfts ?? []) as Address[];
  return readFromChain(chain, async () => {
    const heads = await readMany(
      client,
      chain,
      contracts.flatMap((address) => [
        { address, abi: erc721Abi, functionName: 'balanceOf', args: [owner] },
        { address, abi: erc721Abi, functionName: 'name' },
      ]),
    );
    const counts = contracts.map((_, c) => Number(bigintOf(heads[2 * c]) ?? 0n));
    const names = contracts.map((address, c) => {
      const name = heads[2 * c + 1];
      return name?.ok && typeof name.value === 'string' ? name.value : address;
    });
    const { positions, next } = nftPage(counts, start, pageSize);
    const ids = await readMany(
      client,
      chain,
      positions.map(({ collection, index }) => ({
        address: contracts[collection] as Address,
        abi: ENUMERABLE_ABI,
        functionName: 'tokenOfOwnerByIndex',
        args: [owner, BigInt(index)],
      })),
    );
    const found = positions.flatMap((position, i) => {
      const tokenId = bigintOf(ids[i]);
      return tokenId === undefined ? [] : [{ ...position, tokenId }];
    });
    const uris = await readMany(
      client,
      chain,
      found.map(({ collection, tokenId }) => ({
        address: contracts[collection] as Address,
        abi: erc721Abi,
        functionName: 'tokenURI',
        args: [tokenId],
      })),
    );
    const data = found.map(({ collection, tokenId }, i) => {
      const uri = uris[i];
      return nftOf(
        chain,
        contracts[collection] as string,
        names[collection] as string,
        tokenId,
        uri?.ok ? uri.value : undefined,
      );
    });
    return { data, next };
  });
}
