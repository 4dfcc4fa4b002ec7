import { UnsupportedImageError } from '../errors.js';
import { isAllowedImageType, mediaType, SNIFF_BYTES, sniffImageType } from './image-sniff.js';

/** Turns an SVG's bytes into a PNG Blob, or `undefined` where it cannot (no DOM, tainted canvas). */
export type SvgRasterizer = (svg: Uint8Array) => Promise<Blob | undefined>;

/**
 * The Blob to show for a fetched icon, or `UnsupportedImageError`. The response must declare an allowed image
 * type (PNG, JPEG, GIF, WebP, AVIF, SVG) and the bytes decide what it is: a PNG declared as SVG is a PNG, HTML
 * declared as PNG is refused. Raster bytes come back in a new Blob typed with the sniffed type (never the
 * server's); SVG comes back only as the PNG `rasterize` draws of it. Nothing else is ever returned, so an object
 * URL made from the result is never a document that could run script.
 */
export async function showableImage(fetched: Blob, rasterize: SvgRasterizer): Promise<Blob> {
  if (!isAllowedImageType(fetched.type)) {
    throw new UnsupportedImageError(
      `the response's type ${JSON.stringify(mediaType(fetched.type))} is not an image type`,
    );
  }
  const bytes = new Uint8Array(await fetched.arrayBuffer());
  const type = sniffImageType(bytes.subarray(0, SNIFF_BYTES));
  if (type === undefined) {
    throw new UnsupportedImageError(
      `the bytes are not a PNG, JPEG, GIF, WebP, AVIF or SVG image (declared ${mediaType(fetched.type)})`,
    );
  }
  if (type !== 'image/svg+xml') return new Blob([bytes], { type });
  const png = await rasterize(bytes);
  if (png === undefined || png.type !== 'image/png') {
    throw new UnsupportedImageError('an SVG image could not be turned into a PNG here');
  }
  const pngBytes = new Uint8Array(await png.arrayBuffer());
  if (sniffImageType(pngBytes.subarray(0, SNIFF_BYTES)) !== 'image/png') {
    throw new UnsupportedImageError('the SVG image did not become a PNG');
  }
  return new Blob([pngBytes], { type: 'image/png' });
}
