import { describe, expect, it } from 'vitest';
import { demoServiceUrls } from './create-demo-client';

describe('demoServiceUrls', () => {
  it("uses the stack's services server as the Blockchain API and the wallet directory by default", () => {
    expect(demoServiceUrls({ url: 'http://127.0.0.1:8547' })).toEqual({
      blockchainApiUrl: 'http://127.0.0.1:8547',
      walletDirectoryUrl: 'http://127.0.0.1:8547',
    });
  });

  it('reads the wallet directory from services.walletDirectoryUrl when the stack names one', () => {
    expect(
      demoServiceUrls({ url: 'http://127.0.0.1:8547', walletDirectoryUrl: 'http://127.0.0.1:9000/names' }),
    ).toEqual({
      blockchainApiUrl: 'http://127.0.0.1:8547',
      walletDirectoryUrl: 'http://127.0.0.1:9000/names',
    });
  });
});
