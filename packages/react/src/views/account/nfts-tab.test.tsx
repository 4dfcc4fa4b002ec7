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
