import { describe, expect, it } from 'vitest';
import { validateChains } from '../config/chains.js';
import { staticPriceSource } from '../prices/static-source.js';
import { decorateHistory } from './decorate-history.js';
import type { SourceItem } from './history-indexer.js';

const DOCK = '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35';
const OTHER = '0x000000000000000000000000000000000000bEEF';
const chains = validateChains([
  {
    id: 'eip155:31337',
    name: 'Dock Devnet A',
    rpcUrl: 'http://127.0.0.1:8545',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    tokens: [{ address: DOCK, symbol: 'DOCK', name: 'Dock Test Token', decimals: 18 }],
  },
]);
const item = (transfers: SourceItem['transfers']): SourceItem => ({
  id: 'eip155:31337:0x01',
  metadata: {
    operationType: 'receive',
    hash: '0x01',
    minedAt: '2026-01-01T00:00:00.000Z',
    sentFrom: OTHER,
    sentTo: DOCK,
    status: 'confirmed',
    nonce: 0,
    chain: 'eip155:31337',
  },
  transfers,
});
const log = { warn: () => undefined } as never;
const iconUrl = ({ symbol, iconUrl }: { symbol: string; iconUrl?: string | undefined }) =>
  iconUrl ?? `http://server/public/getTokenImage/${symbol}?projectId=p`;

describe('decorateHistory', () => {
  it('prices fungible transfers and gives them icons as the balances do; the internal asset is removed', async () => {
    const prices = staticPriceSource({ 'eip155:31337/slip44:60': 3000, [`eip155:31337:${DOCK}`]: 0.5 });
    const [decorated] = await decorateHistory(
      [
        item([
          {
            fungible_info: { name: 'Ether', symbol: 'ETH' },
            asset: 'native',
            direction: 'in',
            quantity: { numeric: '0.25' },
          },
          {
            fungible_info: { name: 'Dock Test Token', symbol: 'DOCK' },
            asset: DOCK.toLowerCase(),
            direction: 'in',
            quantity: { numeric: '42' },
          },
          {
            fungible_info: { name: 'Unpriced', symbol: 'UNP' },
            asset: OTHER,
            direction: 'out',
            quantity: { numeric: '1' },
          },
          {
            nft_info: { name: 'DNFT #1', flags: { is_spam: false } },
            direction: 'in',
            quantity: { numeric: '1' },
          },
        ]),
      ],
      { chains, prices, iconUrl, log },
    );
    expect(decorated?.transfers).toEqual([
      {
        fungible_info: {
          name: 'Ether',
          symbol: 'ETH',
          icon: { url: 'http://server/public/getTokenImage/ETH?projectId=p' },
        },
        direction: 'in',
        quantity: { numeric: '0.25' },
        price: 3000,
        value: 750,
      },
      {
        fungible_info: {
          name: 'Dock Test Token',
          symbol: 'DOCK',
          icon: { url: 'http://server/public/getTokenImage/DOCK?projectId=p' },
        },
        direction: 'in',
        quantity: { numeric: '42' },
        price: 0.5,
        value: 21,
      },
      {
        fungible_info: {
          name: 'Unpriced',
          symbol: 'UNP',
          icon: { url: 'http://server/public/getTokenImage/UNP?projectId=p' },
        },
        direction: 'out',
        quantity: { numeric: '1' },
      },
      {
        nft_info: { name: 'DNFT #1', flags: { is_spam: false } },
        direction: 'in',
        quantity: { numeric: '1' },
      },
    ]);
  });

  it('answers unpriced when the price source fails', async () => {
    const failing = { name: 'down', pricesUsd: () => Promise.reject(new Error('down')) };
    const [decorated] = await decorateHistory(
      [
        item([
          {
            fungible_info: { name: 'Ether', symbol: 'ETH' },
            asset: 'native',
            direction: 'in',
            quantity: { numeric: '1' },
          },
        ]),
      ],
      { chains, prices: failing, iconUrl, log },
    );
    expect(decorated?.transfers[0]).not.toHaveProperty('price');
    expect(decorated?.transfers[0]).not.toHaveProperty('asset');
  });
});
