import type { Nft, NftsResponse } from '@walletdock/core';
import { testNftAbi } from '../../stack/artifacts.js';
import { chainFor, type ServicesContext } from '../context.js';
import { addressSegment } from '../http/params.js';
import type { Route } from '../http/router.js';
import { badRequest } from '../http/service-error.js';

/**
 * The JSON document of a `data:application/json;base64,…` (or `;utf8,`) URI, e.g. an on-chain `tokenURI`;
 * `undefined` for anything else.
 */
export function parseDataUriJson(uri: string): Record<string, unknown> | undefined {
  const match = /^data:application\/json(;base64)?,(.*)$/s.exec(uri);
  if (match === null) return undefined;
  try {
    const text =
      match[1] === undefined
        ? decodeURIComponent(match[2] ?? '')
        : Buffer.from(match[2] ?? '', 'base64').toString('utf8');
    const value = JSON.parse(text) as unknown;
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * `GET /v1/account/{address}/nfts?chainId=…&cursor=…` — a WalletDock extension (the spec's table has no NFT
 * endpoint): the stack's ERC-721 tokens held by the address, read with `balanceOf`, `tokenOfOwnerByIndex` and
 * `tokenURI` (on-chain metadata whose image is a `data:` SVG). `cursor` is the index of the next token.
 */
export function nftRoutes(context: ServicesContext, options: { pageSize: number }): Route[] {
  return [
    {
      method: 'GET',
      path: '/v1/account/:address/nfts',
      async handle({ path, query }) {
        const owner = addressSegment(path.address);
        const { chain, client } = chainFor(context, query.string('chainId'));
        const cursorText = query.optionalString('cursor');
        if (cursorText !== undefined && !/^\d{1,9}$/.test(cursorText)) {
          throw badRequest(`"cursor" is not a cursor this server issued: ${cursorText}`);
        }
        const start = Number(cursorText ?? 0);
        const nft = { address: chain.contracts.testNft, abi: testNftAbi } as const;
        const [count, collection] = await Promise.all([
          client.readContract({ ...nft, functionName: 'balanceOf', args: [owner] }),
          client.readContract({ ...nft, functionName: 'name' }),
        ]);
        const end = Math.min(Number(count), start + options.pageSize);
        const data: Nft[] = await Promise.all(
          Array.from({ length: Math.max(0, end - start) }, async (_, offset) => {
            const tokenId = await client.readContract({
              ...nft,
              functionName: 'tokenOfOwnerByIndex',
              args: [owner, BigInt(start + offset)],
            });
            const uri = await client.readContract({ ...nft, functionName: 'tokenURI', args: [tokenId] });
            const metadata = parseDataUriJson(uri);
            const name = typeof metadata?.name === 'string' ? metadata.name : `${collection} #${tokenId}`;
            return {
              chainId: chain.caipNetworkId,
              contractAddress: chain.contracts.testNft,
              tokenId: tokenId.toString(),
              name,
              collection,
              ...(typeof metadata?.image === 'string' ? { imageUrl: metadata.image } : {}),
              metadataUrl: uri,
            };
          }),
        );
        const body: NftsResponse = { data, next: end < Number(count) ? String(end) : null };
        return { body };
      },
    },
  ];
}
