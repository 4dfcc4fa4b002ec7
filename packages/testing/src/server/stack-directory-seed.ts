import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { NETWORK_ICONS } from '../services/directory/seed/network-icons.js';
import { seedDirectory } from '../services/directory/seed-directory.js';
import { initialsOf, svgImage } from '../services/directory/svg-image.js';
import { web3Icon } from '../services/directory/web3-icons.js';

/** What {@link writeStackDirectorySeed} lists besides the real wallets and the two test wallets. */
export type StackDirectorySeedOptions = {
  /** Adds the generated filler wallets after the test wallets (paging and search tests). Default false. */
  fillerWallets?: boolean;
};

/**
 * Writes the local stack's wallet directory (`seedDirectory`: the real wallets with the local dev chains added,
 * the two test wallets and, with `fillerWallets`, the generated filler wallets) in `@walletdock/server`'s seed
 * format (packages/server/seed/README.md) into `dir`: `directory.json`, each wallet's logo (its
 * `@web3icons/core` icon, else the reference server's letter tile) and the network icons. The wallets keep
 * their ids (given explicitly), so `image_id` and `order` come out the same as the reference's.
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
  const path = join(dir, 'directory.json');
  await writeFile(path, JSON.stringify({ wallets: entries, images }));
  return path;
}
