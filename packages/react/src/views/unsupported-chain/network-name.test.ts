import type { CaipNetworkId } from '@walletdock/core';
import { createFakeNetwork } from '@walletdock/core/testing';
import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../i18n/translator.js';
import { readableNetworkName } from './network-name.js';

const en = createTranslator({ locale: 'en' });
const de = createTranslator({ locale: 'de' });
/** A network the app does not configure, as core keeps it: named by its raw CAIP-2 id. */
const unknownNetwork = (id: CaipNetworkId) => createFakeNetwork({ caipNetworkId: id, name: id });

describe('readableNetworkName', () => {
  it('keeps the app’s own name of a configured network', () => {
    expect(
      readableNetworkName(createFakeNetwork({ caipNetworkId: 'eip155:31337', name: 'Dock Devnet A' }), en),
    ).toBe('Dock Devnet A');
  });

  it('names an unconfigured network WalletDock knows instead of its raw id', () => {
    expect(readableNetworkName(unknownNetwork('eip155:1'), en)).toBe('Ethereum');
    expect(readableNetworkName(unknownNetwork('eip155:8453'), en)).toBe('Base');
  });

  it('says "unknown network" with a readable chain id otherwise, in the visitor’s language', () => {
    expect(readableNetworkName(unknownNetwork('eip155:424242'), en)).toBe(
      'an unknown network (chain ID 424242)',
    );
    expect(readableNetworkName(unknownNetwork('eip155:424242'), de)).toBe(
      'einem unbekannten Netzwerk (Chain-ID 424242)',
    );
    expect(readableNetworkName(unknownNetwork('solana:8E9rvCKLFQia2Y35HXjjpWzj8weVo44K'), en)).toBe(
      'an unknown network (chain ID 8E9rvCKL…)',
    );
  });
});
