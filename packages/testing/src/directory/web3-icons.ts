/** Which icon set of `@web3icons/core`: its wallets or its networks. */
export type Web3IconSet = 'wallets' | 'networks';

/** The variant served: the icon on its brand's square background (round and square tiles both clip it). */
const VARIANT = 'background';
const ICON_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const cache = new Map<string, Promise<Buffer | undefined>>();

/**
 * The SVG of an `@web3icons/core` (MIT) icon as bytes, or `undefined` when the package has no such icon or is
 * not installed (it is a dev dependency of `@walletdock/testing`: an installation without it serves letter
 * tiles instead). Each icon is read once (its ES module exports the SVG text) and kept.
 */
export function web3Icon(set: Web3IconSet, name: string): Promise<Buffer | undefined> {
  if (!ICON_NAME.test(name)) return Promise.resolve(undefined);
  const key = `${set}/${name}`;
  let icon = cache.get(key);
  if (icon === undefined) {
    // Resolved by Node at run time (a bare specifier Vite's dynamic-import analysis cannot, and need not, expand).
    icon = import(/* @vite-ignore */ `@web3icons/core/svgs/${set}/${VARIANT}/${name}.svg.js`).then(
      (module: { default?: unknown }) =>
        typeof module.default === 'string' && module.default.trimStart().startsWith('<svg')
          ? Buffer.from(module.default, 'utf8')
          : undefined,
      () => undefined,
    );
    cache.set(key, icon);
  }
  return icon;
}
