/**
 * Turns an SVG icon into a PNG, so that an SVG never becomes a document of the host page's origin: an object
 * URL of SVG bytes, opened by the visitor ("Open image in new tab"), would run its script at the host's origin;
 * a PNG has nothing to run.
 *
 * The SVG is drawn through an `Image` element, where SVG is an image (script never runs, no external resource
 * loads, no event handler fires), onto a canvas, which is exported with `toBlob('image/png')`. Where there is no
 * DOM or canvas (server rendering, jsdom) or the canvas is tainted, nothing is returned: the icon is refused and
 * its placeholder shows.
 */

/** The edge of the square PNG an SVG icon becomes: twice the largest size an icon is shown at (96 px). */
export const SVG_RASTER_SIZE = 192;

/** How long the browser may take to decode the SVG before it is refused. */
const DECODE_TIMEOUT_MS = 5_000;

/** Draws `svg` (its bytes) into a `size`×`size` PNG, keeping its aspect ratio, centred; `undefined` if it cannot. */
export async function rasterizeSvg(svg: Uint8Array, size = SVG_RASTER_SIZE): Promise<Blob | undefined> {
  if (
    typeof document === 'undefined' ||
    typeof Image !== 'function' ||
    typeof URL.createObjectURL !== 'function'
  ) {
    return undefined;
  }
  const source = URL.createObjectURL(new Blob([svg as Uint8Array<ArrayBuffer>], { type: 'image/svg+xml' }));
  let image: HTMLImageElement;
  try {
    image = await decodeImage(source);
  } catch {
    return undefined;
  } finally {
    // Only this function ever held the SVG's URL: it is gone before anything is shown.
    URL.revokeObjectURL(source);
  }
  return drawPng(image, size);
}

function decodeImage(source: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    const timer = setTimeout(() => reject(new Error('SVG decode timed out')), DECODE_TIMEOUT_MS);
    image.onload = () => {
      clearTimeout(timer);
      resolve(image);
    };
    image.onerror = () => {
      clearTimeout(timer);
      reject(new Error('SVG could not be decoded'));
    };
    image.src = source;
  });
}

async function drawPng(image: HTMLImageElement, size: number): Promise<Blob | undefined> {
  try {
    const canvas = document.createElement('canvas');
    canvas.width = size;
    canvas.height = size;
    const context = canvas.getContext('2d');
    if (!context) return undefined;
    const width = image.naturalWidth || size;
    const height = image.naturalHeight || size;
    const scale = Math.min(size / width, size / height);
    const drawWidth = width * scale;
    const drawHeight = height * scale;
    context.drawImage(image, (size - drawWidth) / 2, (size - drawHeight) / 2, drawWidth, drawHeight);
    const png = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    return png !== null && png.type === 'image/png' ? png : undefined;
  } catch {
    // A tainted canvas throws a SecurityError on export; jsdom has no 2D context.
    return undefined;
  }
}
