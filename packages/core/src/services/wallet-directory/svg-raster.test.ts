// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { rasterizeSvg } from './svg-raster.js';

describe('rasterizeSvg', () => {
  it('draws nothing where there is no DOM (server rendering): the SVG icon is refused', async () => {
    expect(typeof document).toBe('undefined');
    await expect(
      rasterizeSvg(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>')),
    ).resolves.toBeUndefined();
  });
});
