import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { NETWORK_ICONS } from '../directory/seed/network-icons.js';
import { seedDirectory } from '../directory/seed-directory.js';
import { initialsOf, svgImage } from '../directory/svg-image.js';
import { web3Icon } from '../directory/web3-icons.js';
import { STACK_TOKEN_IMAGES } from '../stack/token-images.js';

/** What {@link writeStackDirectorySeed} lists besides the real wallets and the two test wallets. */
export type StackDirectorySeedOptions = {
  /** Adds the generated filler wallets after the test wallets (paging and search tests). Default false. */
  fillerWallets?: boolean;
};

/**
 * Writes the local stack's wallet directory (`seedDirectory`: the real wallets with the local dev chains added,
 * the two test wallets and, with `fillerWallets`, the generated filler wallets) in `@walletdock/server`'s seed
 * format (packages/server/seed/README.md) into `dir`: `directory.json`, each wallet's logo (its
 * `@web3icons/core` icon, else a letter tile), the network icons and the stack's token images
 * (`STACK_TOKEN_IMAGES`, served by the token-image route). The wallets keep their ids (given
 * explicitly), so `image_id` and `order` are the same on every start.
 * @returns the path of `directory.json`.
 */
export async function writeStackDirectorySeed(
  dir: string,
  options: StackDirectorySeedOptions = {},
): Promise<string> {
  const { wallets, icons } = seedDirectory({ fillerWallets: options.fillerWallets ?? false });
  await mkdir(join(dir, 'wallets'), { recursive: true });
  await mkdir(join(dir, 'networks'), { recursive: true });
  const entries = [];
  for (const wallet of wallets) {
    const { image_id, order: _order, id, ...wire } = wallet;
    const iconName = icons.get(image_id);
    const icon = iconName === undefined ? undefined : await web3Icon('wallets', iconName);
    const file = `wallets/${image_id}.svg`;
    await writeFile(join(dir, file), icon ?? svgImage(initialsOf(wallet.name), `wallet:${image_id}`));
    entries.push({ ...wire, id, key: `wallet-${id.slice(0, 16)}`, image: file });
  }
  const images = [];
  for (const [id, name] of Object.entries(NETWORK_ICONS)) {
    const icon = await web3Icon('networks', name);
    if (icon === undefined) continue;
    const file = `networks/${id}.svg`;
    await writeFile(join(dir, file), icon);
    images.push({ kind: 'asset', id, file });
  }
  await mkdir(join(dir, 'tokens'), { recursive: true });
  for (const [symbol, svg] of Object.entries(STACK_TOKEN_IMAGES)) {
    const file = `tokens/${symbol}.svg`;
    await writeFile(join(dir, file), svg);
    images.push({ kind: 'token', id: symbol, file });
  }
  const path = join(dir, 'directory.json');
  await writeFile(path, JSON.stringify({ wallets: entries, images }));
  return path;
}
