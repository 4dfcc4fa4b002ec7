/**
 * Regenerates seed/directory.json and its images from the wallet seed of @walletdock/testing
 * (packages/testing/src/directory/seed, plain data) and the @web3icons/core logos (MIT).
 * Run from the repository root: `pnpm exec tsx packages/server/scripts/generate-default-seed.ts`.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { NETWORK_ICONS, REAL_WALLETS } from '../../testing/src/directory/seed/index.js';

const here = dirname(fileURLToPath(import.meta.url));
const seedDir = join(here, '..', 'seed');
const require = createRequire(join(here, '..', '..', 'testing', 'package.json'));

async function icon(set: 'wallets' | 'networks', name: string): Promise<string | undefined> {
  try {
    const path = require.resolve(`@web3icons/core/svgs/${set}/background/${name}.svg.js`);
    const module = (await import(path)) as { default?: unknown };
    return typeof module.default === 'string' ? module.default : undefined;
  } catch {
    return undefined;
  }
}

const wallets = [];
for (const { icon: iconName, ...wallet } of REAL_WALLETS) {
  const svg = iconName === null ? undefined : await icon('wallets', iconName);
  if (svg !== undefined) await writeFile(join(seedDir, 'images', 'wallets', `${wallet.key}.svg`), svg);
  wallets.push({ ...wallet, ...(svg === undefined ? {} : { image: `images/wallets/${wallet.key}.svg` }) });
}
const images = [];
for (const [id, name] of Object.entries(NETWORK_ICONS)) {
  const svg = await icon('networks', name);
  if (svg === undefined) continue;
  await writeFile(join(seedDir, 'images', 'networks', `${id}.svg`), svg);
  images.push({ kind: 'asset', id, file: `images/networks/${id}.svg` });
}
await mkdir(seedDir, { recursive: true });
await writeFile(join(seedDir, 'directory.json'), `${JSON.stringify({ wallets, images }, null, 2)}\n`);
console.log(`${wallets.length} wallets, ${images.length} network images`);
