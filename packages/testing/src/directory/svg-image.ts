import { createHash } from 'node:crypto';
import { walletIcon } from '../wallet/icon.js';

/**
 * A real SVG image (a coloured rounded square with up to three characters) as bytes: the same drawing as the
 * test wallets' icons. The colour is derived from `seed`, so every id has its own stable colour.
 */
export function svgImage(label: string, seed: string): Buffer {
  const digest = createHash('sha256').update(seed).digest();
  // Mid-tone colours (each channel 48..207) so that the text stays readable.
  const channel = (index: number): string =>
    (48 + ((digest[index] ?? 0) % 160)).toString(16).padStart(2, '0');
  const uri = walletIcon(label, `#${channel(0)}${channel(1)}${channel(2)}`);
  return Buffer.from(uri.slice(uri.indexOf(',') + 1), 'base64');
}

/** The initials of a name: the first letters of its first two words (`Arabit Wallet` → `AW`). */
export function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter((word) => word !== '');
  const letters = words.length > 1 ? words.slice(0, 2).map((word) => word[0]) : [name.slice(0, 2)];
  return letters.join('').toUpperCase();
}
