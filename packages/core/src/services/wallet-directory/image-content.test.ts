import { describe, expect, it, vi } from 'vitest';
import { UnsupportedImageError } from '../errors.js';
import { showableImage } from './image-content.js';
import { sniffImageType } from './image-sniff.js';

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(
    parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)),
  );

// Real leading bytes of each format.
const PNG = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d], 'IHDR');
const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], 'JFIF', [0]);
const GIF = bytes('GIF89a', [0x01, 0x00, 0x01, 0x00]);
const WEBP = bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 ');
const AVIF = bytes([0, 0, 0, 0x1c], 'ftypavif', [0, 0, 0, 0], 'avifmif1');
const SVG = bytes(
  '<?xml version="1.0"?>\n<!-- icon -->\n<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
);
const HTML = bytes('<!doctype html><html><body><svg onload="alert(1)"></svg></body></html>');
const PNG_OUT = new Blob([PNG], { type: 'image/png' });

const blob = (content: Uint8Array, type: string) => new Blob([content as Uint8Array<ArrayBuffer>], { type });
const noCanvas = async () => undefined;

describe('sniffImageType', () => {
  it.each([
    ['PNG', PNG, 'image/png'],
    ['JPEG', JPEG, 'image/jpeg'],
    ['GIF', GIF, 'image/gif'],
    ['WebP', WEBP, 'image/webp'],
    ['AVIF', AVIF, 'image/avif'],
    ['SVG after a prolog', SVG, 'image/svg+xml'],
    ['HTML holding an <svg>', HTML, undefined],
    ['text', bytes('hello'), undefined],
    ['nothing', bytes(), undefined],
  ])('%s', (_name, content, type) => {
    expect(sniffImageType(content)).toBe(type);
  });
});

describe('showableImage', () => {
  it.each([
    ['PNG', PNG, 'image/png'],
    ['JPEG', JPEG, 'image/jpeg'],
    ['GIF', GIF, 'image/gif'],
    ['WebP', WEBP, 'image/webp'],
    ['AVIF', AVIF, 'image/avif'],
  ])('shows %s under the type its bytes have, in a Blob of its own', async (_name, content, type) => {
    const fetched = blob(content, `${type}; charset=binary`);
    const shown = await showableImage(fetched, noCanvas);
    expect(shown).not.toBe(fetched);
    expect(shown.type).toBe(type);
    expect(new Uint8Array(await shown.arrayBuffer())).toEqual(content);
  });

  it('lets the bytes decide: a PNG labelled image/svg+xml is shown as a PNG, without drawing', async () => {
    const rasterize = vi.fn(noCanvas);
    const shown = await showableImage(blob(PNG, 'image/svg+xml'), rasterize);
    expect(shown.type).toBe('image/png');
    expect(rasterize).not.toHaveBeenCalled();
  });

  it('refuses HTML labelled image/png', async () => {
    await expect(showableImage(blob(HTML, 'image/png'), noCanvas)).rejects.toBeInstanceOf(
      UnsupportedImageError,
    );
  });

  it.each(['text/html', 'application/octet-stream', '', 'image/x-icon'])(
    'refuses a response typed %j, whatever its bytes',
    async (type) => {
      await expect(showableImage(blob(PNG, type), noCanvas)).rejects.toBeInstanceOf(UnsupportedImageError);
    },
  );

  it('shows an SVG only as the PNG drawn of it, never as SVG', async () => {
    const rasterize = vi.fn(async () => PNG_OUT);
    const shown = await showableImage(blob(SVG, 'image/svg+xml'), rasterize);
    expect(rasterize).toHaveBeenCalledWith(SVG);
    expect(shown.type).toBe('image/png');
    expect(new Uint8Array(await shown.arrayBuffer())).toEqual(PNG);
  });

  it('sniffs SVG bytes sent as image/png and draws them too', async () => {
    const rasterize = vi.fn(async () => PNG_OUT);
    expect((await showableImage(blob(SVG, 'image/png'), rasterize)).type).toBe('image/png');
    expect(rasterize).toHaveBeenCalledOnce();
  });

  it('refuses an SVG where it cannot be drawn (no canvas, tainted canvas) or the drawing is not a PNG', async () => {
    await expect(showableImage(blob(SVG, 'image/svg+xml'), noCanvas)).rejects.toBeInstanceOf(
      UnsupportedImageError,
    );
    const lying = async () => new Blob([SVG as Uint8Array<ArrayBuffer>], { type: 'image/png' });
    await expect(showableImage(blob(SVG, 'image/svg+xml'), lying)).rejects.toBeInstanceOf(
      UnsupportedImageError,
    );
  });
});
