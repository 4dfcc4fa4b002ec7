import { getAddress } from 'viem';
import { describe, expect, it } from 'vitest';
import type { EtherscanTokenRow, EtherscanTxRow } from './etherscan-client.js';
import { etherscanEntry } from './etherscan-items.js';

// The Etherscan-backed history reads a transaction's sides and transfers as the built-in indexer does
// (stored-items.ts): Activity names who received a token, not the token contract, and lists a plain transfer of 0.
const CHAIN = { id: 'eip155:8453', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 } } as const;
const ACCOUNT = '0x1111111111111111111111111111111111111111';
const RECEIVER = '0x2222222222222222222222222222222222222222';
const TOKEN = '0x3333333333333333333333333333333333333333';
const HASH = `0x${'ab'.repeat(32)}`;

const txRow = (overrides: Partial<EtherscanTxRow>): EtherscanTxRow => ({
  blockNumber: '10',
  timeStamp: '1700000000',
  hash: HASH,
  nonce: '3',
  transactionIndex: '0',
  from: ACCOUNT,
  to: RECEIVER,
  value: '0',
  isError: '0',
  input: '0x',
  ...overrides,
});

const tokenRow: EtherscanTokenRow = {
  blockNumber: '10',
  timeStamp: '1700000000',
  hash: HASH,
  nonce: '3',
  transactionIndex: '0',
  logIndex: '0',
  from: ACCOUNT,
  to: RECEIVER,
  contractAddress: TOKEN,
  tokenName: 'Dock Test Token',
  tokenSymbol: 'DOCK',
  value: '500000',
  tokenDecimal: '6',
};

describe('etherscanEntry', () => {
  it('names the token transfer’s receiver as sentTo, not the token contract the transaction called', () => {
    const entry = etherscanEntry(CHAIN, ACCOUNT, HASH, {
      tx: txRow({ to: TOKEN, input: `0xa9059cbb${'00'.repeat(64)}` }),
      tokens: [tokenRow],
      nfts: [],
    });
    expect(entry.item.metadata).toMatchObject({
      operationType: 'send',
      sentFrom: getAddress(ACCOUNT),
      sentTo: getAddress(RECEIVER),
    });
    expect(entry.item.transfers).toEqual([
      {
        fungible_info: { name: 'Dock Test Token', symbol: 'DOCK' },
        asset: TOKEN,
        direction: 'out',
        quantity: { numeric: '0.5' },
      },
    ]);
  });

  it('lists a plain transfer of 0 as a send of 0 ETH', () => {
    const entry = etherscanEntry(CHAIN, ACCOUNT, HASH, { tx: txRow({}), tokens: [], nfts: [] });
    expect(entry.item.metadata).toMatchObject({ operationType: 'send', sentTo: getAddress(RECEIVER) });
    expect(entry.item.transfers).toEqual([
      {
        fungible_info: { name: 'Ether', symbol: 'ETH' },
        asset: 'native',
        direction: 'out',
        quantity: { numeric: '0' },
      },
    ]);
  });

  it('lists no transfer for a contract call of 0 that moved nothing, and keeps the called contract as sentTo', () => {
    const entry = etherscanEntry(CHAIN, ACCOUNT, HASH, {
      tx: txRow({ to: TOKEN, input: `0x095ea7b3${'00'.repeat(64)}` }),
      tokens: [],
      nfts: [],
    });
    expect(entry.item.transfers).toEqual([]);
    expect(entry.item.metadata.sentTo).toBe(getAddress(TOKEN));
  });

  it('names the new contract of a contract creation', () => {
    const entry = etherscanEntry(CHAIN, ACCOUNT, HASH, {
      tx: txRow({ to: '', input: '0x6080', contractAddress: TOKEN }),
      tokens: [],
      nfts: [],
    });
    expect(entry.item.metadata.sentTo).toBe(getAddress(TOKEN));
  });
});
