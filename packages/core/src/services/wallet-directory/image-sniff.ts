/**
 * What an image's bytes are, decided by their magic numbers (never by the `Content-Type` a server sent), and
 * which declared types an image response may carry at all.
 */

/** The raster types a directory icon may be shown as (a Blob of one of these becomes an object URL). */
export type RasterImageType = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp' | 'image/avif';

/** What the bytes of an icon may be: a raster type, or SVG (shown only once turned into a PNG). */
export type SniffedImageType = RasterImageType | 'image/svg+xml';

/** The `Content-Type`s an icon response may declare (the bytes then decide what it is). */
export const ALLOWED_IMAGE_TYPES: readonly string[] = Object.freeze([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/avif',
  'image/svg+xml',
]);

/** How many leading bytes {@link sniffImageType} reads (an SVG's `<svg` must start within them). */
export const SNIFF_BYTES = 1024;

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, index) => bytes[offset + index] === byte);

// Magic numbers (ASCII spelt out: `GIF87a`, `GIF89a`, `RIFF`, `WEBP`, `ftyp`).
const PNG: readonly number[] = Object.freeze([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG: readonly number[] = Object.freeze([0xff, 0xd8, 0xff]);
const GIF87: readonly number[] = Object.freeze([0x47, 0x49, 0x46, 0x38, 0x37, 0x61]);
const GIF89: readonly number[] = Object.freeze([0x47, 0x49, 0x46, 0x38, 0x39, 0x61]);
const RIFF: readonly number[] = Object.freeze([0x52, 0x49, 0x46, 0x46]);
const WEBP: readonly number[] = Object.freeze([0x57, 0x45, 0x42, 0x50]);
const FTYP: readonly number[] = Object.freeze([0x66, 0x74, 0x79, 0x70]);

/** An ISO-BMFF file (`ftyp` box) whose major brand is AVIF (`avif`, or `avis` for a sequence). */
function isAvif(bytes: Uint8Array): boolean {
  if (!startsWith(bytes, FTYP, 4)) return false;
  const brand = String.fromCharCode(...bytes.slice(8, 12));
  return brand === 'avif' || brand === 'avis';
}

/**
 * An SVG document: after an optional BOM, whitespace, an XML declaration, comments and a doctype, the first
 * element is `<svg` (any case). HTML or anything else that merely contains `<svg` later is not one.
 */
function isSvg(bytes: Uint8Array): boolean {
  let text = new TextDecoder('utf-8', { fatal: false }).decode(bytes.slice(0, SNIFF_BYTES));
  text = text.replace(/^\uFEFF/, '');
  for (;;) {
    const trimmed = text.replace(/^\s+/, '');
    const prolog = /^(?:<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<!doctype[^>]*>)/i.exec(trimmed);
    if (!prolog) return /^<svg[\s>/]/i.test(trimmed);
    text = trimmed.slice(prolog[0].length);
  }
}

/** The image type of `bytes` by their magic numbers, or `undefined` when they are none of the allowed types. */
export function sniffImageType(bytes: Uint8Array): SniffedImageType | undefined {
  if (startsWith(bytes, PNG)) return 'image/png';
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  if (startsWith(bytes, GIF87) || startsWith(bytes, GIF89)) return 'image/gif';
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return 'image/webp';
  if (isAvif(bytes)) return 'image/avif';
  if (isSvg(bytes)) return 'image/svg+xml';
  return undefined;
}

/** The media type of a `Content-Type` value, lower case and without parameters (`Image/PNG; q=1` → `image/png`). */
export function mediaType(contentType: string): string {
  return (contentType.split(';')[0] ?? '').trim().toLowerCase();
}

/** Whether a response's `Content-Type` is one an icon may declare ({@link ALLOWED_IMAGE_TYPES}). */
export function isAllowedImageType(contentType: string): boolean {
  return ALLOWED_IMAGE_TYPES.includes(mediaType(contentType));
}
