/**
 * A colour from a network id, so that a network without an image always gets the same one (its letter tile).
 * Yellows, greens and cyans are darker, so that the white letter keeps a contrast of at least 4.5:1 on every hue.
 */
export function networkTileColour(id: string): string {
  let hash = 0;
  for (let index = 0; index < id.length; index += 1) hash = (hash * 31 + id.charCodeAt(index)) >>> 0;
  const hue = hash % 360;
  return `hsl(${hue} 62% ${hue >= 25 && hue < 215 ? 28 : 42}%)`;
}

/** The letter of a network's tile: the first character of its name, upper-cased (`?` for an empty name). */
export function networkTileLetter(name: string): string {
  return Array.from(name.trim())[0]?.toUpperCase() ?? '?';
}
