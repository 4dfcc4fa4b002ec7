const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/**
 * A 96×96 square SVG icon with rounded corners, a background `color` and up to three characters of `label`,
 * as a `data:image/svg+xml;base64,…` URI — so that test wallets show an icon without any network request.
 * The text is black or white, whichever contrasts more with a hex `color`; white for other CSS colours.
 *
 * @param label - text to show; trimmed and cut to its first three characters (e.g. `WD`).
 * @param color - any CSS colour, e.g. `#4f46e5`.
 *
 * @example
 * ```ts
 * const icon = walletIcon('WD', '#4f46e5'); // "data:image/svg+xml;base64,PHN2Zy…"
 * ```
 */
export function walletIcon(label: string, color: string): string {
  const text = Array.from(label.trim()).slice(0, 3).join('');
  const fontSize = text.length <= 1 ? 48 : text.length === 2 ? 40 : 30;
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">' +
    `<rect width="96" height="96" rx="20" fill="${escapeXml(color)}"/>` +
    `<text x="48" y="50" fill="${textColour(color)}" font-family="system-ui,-apple-system,Segoe UI,Roboto,sans-serif" ` +
    `font-size="${fontSize}" font-weight="700" text-anchor="middle" dominant-baseline="central">${escapeXml(text)}</text>` +
    '</svg>';
  return `data:image/svg+xml;base64,${base64Utf8(svg)}`;
}

function textColour(background: string): string {
  if (!HEX_COLOUR.test(background)) return '#ffffff';
  const digits =
    background.length === 4 ? [...background.slice(1)].map((d) => d + d).join('') : background.slice(1);
  const [r, g, b] = [0, 2, 4].map((offset) => Number.parseInt(digits.slice(offset, offset + 2), 16) / 255);
  // Relative luminance (WCAG 2): pick the text colour with the larger contrast ratio.
  const linear = (c = 0): number => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  const luminance = 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
  return (luminance + 0.05) / 0.05 > 1.05 / (luminance + 0.05) ? '#000000' : '#ffffff';
}

function escapeXml(value: string): string {
  return value.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function base64Utf8(value: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(value)) binary += String.fromCharCode(byte);
  return btoa(binary);
}
