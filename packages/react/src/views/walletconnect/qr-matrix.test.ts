import decodeQR from 'qr/decode.js';
import { describe, expect, it } from 'vitest';
import { QR_QUIET_ZONE, qrMatrix } from './qr-matrix.js';

/** Rasterises the code as drawn (quiet zone, cleared logo area) into an RGBA image, `scale` pixels a module. */
function rasterise(text: string, scale = 6) {
  const matrix = qrMatrix(text);
  const side = (matrix.size + 2 * QR_QUIET_ZONE) * scale;
  const data = new Uint8ClampedArray(side * side * 4).fill(255);
  for (let py = 0; py < side; py++) {
    for (let px = 0; px < side; px++) {
      const x = Math.floor(px / scale) - QR_QUIET_ZONE;
      const y = Math.floor(py / scale) - QR_QUIET_ZONE;
      if (x < 0 || y < 0 || x >= matrix.size || y >= matrix.size || !matrix.isDark(x, y)) continue;
      const i = (py * side + px) * 4;
      data[i] = data[i + 1] = data[i + 2] = 20;
    }
  }
  return { width: side, height: side, data };
}

const PAIRING_URI =
  'wc:a3f1c2e4b5d6978812345678abcdef0123456789abcdef0123456789abcdef01@2?relay-protocol=irn&symKey=7d1f3c5e7a9b0c2d4e6f8091a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5&expiryTimestamp=1735693200';

describe('qrMatrix', () => {
  it('still decodes to the pairing URI with the middle cleared for the logo', () => {
    expect(decodeQR(rasterise(PAIRING_URI))).toBe(PAIRING_URI);
  });

  it('keeps the finder patterns out of the dots and clears an odd, centred square', () => {
    const matrix = qrMatrix(PAIRING_URI);
    expect(matrix.finders).toEqual([
      { x: 0, y: 0 },
      { x: matrix.size - 7, y: 0 },
      { x: 0, y: matrix.size - 7 },
    ]);
    expect(matrix.logo.side % 2).toBe(1);
    expect(matrix.logo.start * 2 + matrix.logo.side).toBe(matrix.size);
    const middle = (matrix.size - 1) / 2;
    expect(matrix.isDark(middle, middle)).toBe(false);
    // One dot per dark data module: count the circles' start commands.
    const dots = matrix.dotsPath.match(/M/g)?.length ?? 0;
    let dark = 0;
    for (let y = 0; y < matrix.size; y++)
      for (let x = 0; x < matrix.size; x++) {
        const finder = (x < 7 && y < 7) || (x >= matrix.size - 7 && y < 7) || (x < 7 && y >= matrix.size - 7);
        if (!finder && matrix.isDark(x, y)) dark += 1;
      }
    expect(dots).toBe(dark);
    expect(dots).toBeGreaterThan(100);
  });

  it('encodes a different URI differently', () => {
    expect(qrMatrix(`${PAIRING_URI}0`).dotsPath).not.toBe(qrMatrix(PAIRING_URI).dotsPath);
  });
});
