import type { NftsState, WalletDockClient } from '@walletdock/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { NftsTab } from './nfts-tab.js';

const idle: NftsState = {
  nfts: [],
  loading: false,
  empty: false,
  failed: false,
  next: undefined,
  caipAddress: undefined,
  unsupported: false,
};
/** Rendering on the server runs no effect: the client is never used. */
const client = {} as WalletDockClient;
const render = (nfts: NftsState, codeFailed = false) =>
  renderToStaticMarkup(
    <NftsTab client={client} nfts={nfts} caipAddress="eip155:1:0x1" codeFailed={codeFailed} />,
  );

describe('NftsTab: one state at a time, never a blank panel', () => {
  it('before the feature has answered, shows the loading state (it used to render nothing)', () => {
    expect(render(idle)).toContain('role="status"');
  });

  it('when the feature’s code could not load, says the NFTs could not be loaded, with "Try again"', () => {
    const markup = render(idle, true);
    expect(markup).toContain('role="alert"');
    expect(markup).toContain('Could not load NFTs');
    expect(markup).toContain('Try again');
  });

  it('an empty list says so; a failed one says that instead (a failed list is also marked empty)', () => {
    expect(render({ ...idle, empty: true })).toContain('No NFTs yet');
    const failed = render({ ...idle, empty: true, failed: true });
    expect(failed).toContain('Could not load NFTs');
    expect(failed).not.toContain('No NFTs yet');
  });
});

describe('NftsTab tiles', () => {
  const nft = {
    name: 'Dock Test NFT #1',
    collection: 'Dock Test NFT',
    tokenId: '1',
    contractAddress: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
    chainId: 'eip155:31337',
    imageUrl: 'javascript:alert(1)',
  } as unknown as NftsState['nfts'][number];

  it('shows a name whole over up to two lines, cut only at its end (it was cut in its middle: "Do… FT #1")', () => {
    const markup = render({ ...idle, nfts: [nft] });
    expect(markup).toContain(
      '<span class="wd-account-nft-name wd-account-name-text" data-lines="2" title="Dock Test NFT #1" dir="auto">Dock Test NFT #1</span>',
    );
    expect(markup).not.toContain('wd-mt');
  });

  it('shows an image only through the sanitiser (the glyph instead of a refused URL)', () => {
    const refused = render({ ...idle, nfts: [nft] });
    expect(refused).not.toContain('<img');
    expect(refused).toContain('wd-account-token-glyph');
    const shown = render({ ...idle, nfts: [{ ...nft, imageUrl: 'https://example.com/1.png' }] });
    expect(shown).toContain('src="https://example.com/1.png"');
  });
});
