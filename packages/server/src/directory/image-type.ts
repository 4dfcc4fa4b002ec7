/** Largest image the directory stores (the modal cuts larger ones off). */
export const MAX_IMAGE_BYTES = 256 * 1024;

const BY_EXTENSION: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
};

/** Whether the bytes are of the given image type (by their signature; an SVG by its opening tag). */
function bytesMatch(type: string, bytes: Uint8Array): boolean {
  const ascii = Buffer.from(bytes.subarray(0, 512)).toString('latin1');
  switch (type) {
    case 'image/svg+xml':
      return /^(\uFEFF)?\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i.test(ascii);
    case 'image/png':
      return ascii.startsWith('\x89PNG\r\n\x1a\n');
    case 'image/jpeg':
      return ascii.startsWith('\xff\xd8\xff');
    case 'image/gif':
      return ascii.startsWith('GIF87a') || ascii.startsWith('GIF89a');
    case 'image/webp':
      return ascii.startsWith('RIFF') && ascii.slice(8, 12) === 'WEBP';
    case 'image/avif':
      return ascii.slice(4, 12) === 'ftypavif' || ascii.slice(4, 12) === 'ftypavis';
    default:
      return false;
  }
}

/**
 * The content type of an image file, by its extension, checked against its bytes and size.
 * @returns the content type, or a problem description.
 */
export function imageTypeOf(fileName: string, bytes: Uint8Array): { type: string } | { problem: string } {
  const extension = fileName.split('.').pop()?.toLowerCase() ?? '';
  const type = BY_EXTENSION[extension];
  if (type === undefined)
    return {
      problem: `has an unsupported extension (.${extension}); use ${Object.keys(BY_EXTENSION).join(', ')}`,
    };
  if (bytes.byteLength > MAX_IMAGE_BYTES)
    return { problem: `is ${bytes.byteLength} bytes, more than ${MAX_IMAGE_BYTES}` };
  if (!bytesMatch(type, bytes)) return { problem: `is not a ${type} image (its bytes do not match)` };
  return { type };
}
