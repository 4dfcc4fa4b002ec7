import encodeQR from 'qr';

/** Modules of white margin around the code (the QR standard asks for 4). */
export const QR_QUIET_ZONE = 4;
/** Side of the square left clear in the middle for the wallet's image, as a share of the code's side. */
export const QR_LOGO_SHARE = 0.22;

export type QrMatrix = {
  /** Modules per side (without the quiet zone). */
  size: number;
  /** Top-left corners of the three finder patterns (7×7 modules each). */
  finders: readonly { x: number; y: number }[];
  /** The square of modules left clear for the logo: first module and side, in modules. */
  logo: { start: number; side: number };
  /** One SVG path of every dark data module, drawn as dots (finders and the logo area excluded). */
  dotsPath: string;
  /** Whether a module is dark in the drawn code (finder modules included, the cleared logo area light). */
  isDark(x: number, y: number): boolean;
};

const FINDER = 7;

/**
 * Encodes `text` (a WalletConnect pairing URI) as a QR code with medium error correction (15 % of the
 * modules may be lost: the logo in the middle clears about 5 %) and describes how to draw it: data modules
 * as dots in one SVG path, the three finder patterns apart so they can be drawn with rounded corners.
 */
export function qrMatrix(text: string): QrMatrix {
  const grid = encodeQR(text, 'raw', { ecc: 'medium', border: 0 });
  const size = grid.length;
  const finders = [
    { x: 0, y: 0 },
    { x: size - FINDER, y: 0 },
    { x: 0, y: size - FINDER },
  ];
  const inFinder = (x: number, y: number) =>
    finders.some((f) => x >= f.x && x < f.x + FINDER && y >= f.y && y < f.y + FINDER);
  // An odd side centred on the middle module keeps the clear area symmetric.
  let side = Math.round(size * QR_LOGO_SHARE);
  if (side % 2 === 0) side += 1;
  const start = (size - side) / 2;
  const inLogo = (x: number, y: number) => x >= start && x < start + side && y >= start && y < start + side;
  const radius = 0.42;
  const segments: string[] = [];
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      if (!grid[y]?.[x] || inFinder(x, y) || inLogo(x, y)) continue;
      // A circle as two arcs, starting at its left edge.
      segments.push(
        `M${x + 0.5 - radius} ${y + 0.5}a${radius} ${radius} 0 1 0 ${2 * radius} 0a${radius} ${radius} 0 1 0 ${-2 * radius} 0`,
      );
    }
  }
  return {
    size,
    finders,
    logo: { start, side },
    dotsPath: segments.join(''),
    isDark: (x, y) => !inLogo(x, y) && Boolean(grid[y]?.[x]),
  };
}
