import { describe, expect, it } from 'vitest';
import { walletIcon } from './icon.js';

const decode = (uri: string): string => {
  const base64 = uri.replace(/^data:image\/svg\+xml;base64,/, '');
  return new TextDecoder().decode(Uint8Array.from(atob(base64), (char) => char.charCodeAt(0)));
};

describe('walletIcon', () => {
  it('returns a base64 SVG data URI of a 96×96 square with the label', () => {
    const icon = walletIcon('WD', '#4f46e5');
    expect(icon).toMatch(/^data:image\/svg\+xml;base64,[A-Za-z0-9+/]+=*$/);
    const svg = decode(icon);
    expect(svg).toContain('width="96" height="96"');
    expect(svg).toContain('fill="#4f46e5"');
    expect(svg).toContain('>WD</text>');
  });

  it('picks a contrasting text colour', () => {
    expect(decode(walletIcon('A', '#ffe600'))).toContain('fill="#000000"');
    expect(decode(walletIcon('A', '#123'))).toContain('fill="#ffffff"');
    expect(decode(walletIcon('A', 'rebeccapurple'))).toContain('fill="#ffffff"');
  });

  it('keeps three characters at most, escapes markup and encodes non-ASCII text', () => {
    expect(decode(walletIcon('  Wallet  ', '#000'))).toContain('>Wal</text>');
    const svg = decode(walletIcon('<é>', '"red'));
    expect(svg).toContain('>&#60;é&#62;</text>');
    expect(svg).toContain('fill="&#34;red"');
  });
});
