/** The colours of an address's generated avatar: a conic-free, two-layer gradient of three hues. */
export type AvatarGradient = {
  /** Three `hsl()` colours, derived from the address. */
  colors: readonly [string, string, string];
  /** The CSS `background` value painting them. */
  background: string;
};

/** FNV-1a (32 bit) of a string: a small, stable hash (not for security: only to pick colours). */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/**
 * A deterministic gradient avatar for an address without a profile image ("blockie"-like): the same address
 * always gives the same colours, whatever its letter case (EVM checksums change the case, not the address).
 */
export function avatarGradient(address: string): AvatarGradient {
  const hash = fnv1a(address.trim().toLowerCase());
  const hue = hash % 360;
  const second = (hue + 40 + ((hash >>> 9) % 80)) % 360;
  const third = (hue + 180 + ((hash >>> 17) % 60)) % 360;
  const x = 20 + ((hash >>> 24) % 60);
  const colors = [`hsl(${hue} 78% 62%)`, `hsl(${second} 72% 52%)`, `hsl(${third} 80% 66%)`] as const;
  const background = `radial-gradient(circle at ${x}% 25%, ${colors[2]} 0%, transparent 55%), linear-gradient(135deg, ${colors[0]}, ${colors[1]})`;
  return { colors, background };
}
