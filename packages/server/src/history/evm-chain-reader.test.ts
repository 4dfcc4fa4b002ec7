import { describe, expect, it } from 'vitest';
import { dataUriImage } from './evm-chain-reader.js';

describe("an NFT's preview from its tokenURI", () => {
  const json = JSON.stringify({ name: 'Dock Test NFT #1', image: 'data:image/svg+xml;base64,PHN2Zy8+' });

  it('reads the image of an on-chain data: document, base64 or percent-encoded', () => {
    expect(dataUriImage(`data:application/json;base64,${Buffer.from(json).toString('base64')}`)).toBe(
      'data:image/svg+xml;base64,PHN2Zy8+',
    );
    expect(dataUriImage(`data:application/json;utf8,${encodeURIComponent(json)}`)).toBe(
      'data:image/svg+xml;base64,PHN2Zy8+',
    );
  });

  it('fetches nothing: a web URI, a document without an image or a broken one gives no preview', () => {
    expect(dataUriImage('https://example.com/nft/1.json')).toBeUndefined();
    expect(dataUriImage('ipfs://bafy/1.json')).toBeUndefined();
    expect(
      dataUriImage(`data:application/json;base64,${Buffer.from('{"name":"x"}').toString('base64')}`),
    ).toBeUndefined();
    expect(dataUriImage('data:application/json;base64,not json')).toBeUndefined();
  });
});
