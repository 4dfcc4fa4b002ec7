import { createHash } from 'node:crypto';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** The initials of a name: the first letters of its first two words (`Arabit Wallet` → `AW`). */
export function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter((word) => word !== '');
  const letters =
    words.length > 1 ? words.slice(0, 2).map((word) => [...word][0] ?? '') : [[...name].slice(0, 2).join('')];
  return letters.join('').toUpperCase();
}

/**
 * A letter tile (an SVG rounded square with up to three characters, its colour derived from `seed`): the image
 * of a wallet or asset the seed has no image for.
 */
export function letterTile(label: string, seed: string): Buffer {
  const digest = createHash('sha256').update(seed).digest();
  const channel = (index: number) => (48 + ((digest[index] ?? 0) % 160)).toString(16).padStart(2, '0');
  const text = [...label]
    .slice(0, 3)
    .join('')
    .replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">' +
    `<rect width="96" height="96" rx="20" fill="#${channel(0)}${channel(1)}${channel(2)}"/>` +
    '<text x="48" y="60" font-family="Arial, sans-serif" font-size="34" font-weight="700" fill="#fff" ' +
    `text-anchor="middle">${text}</text></svg>`;
  return Buffer.from(svg, 'utf8');
}
