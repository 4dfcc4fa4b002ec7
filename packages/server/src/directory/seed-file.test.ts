import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../test-utils/fixtures.js';
import { DEFAULT_SEED_FILE, readDirectorySeed, SeedError } from './seed-file.js';

const WALLET = {
  key: 'my-wallet',
  name: 'My Wallet',
  rdns: 'com.example.wallet',
  chains: ['eip155:1'],
  homepage: 'https://example.com',
};

describe('readDirectorySeed', () => {
  let dir: Awaited<ReturnType<typeof tempDir>>;
  const seed = async (content: unknown) => {
    const file = join(dir.path, 'seed.json');
    await writeFile(file, typeof content === 'string' ? content : JSON.stringify(content));
    return file;
  };
  beforeAll(async () => {
    dir = await tempDir('walletdock-seed-');
    await mkdir(join(dir.path, 'img'));
    await writeFile(join(dir.path, 'img', 'ok.svg'), '<svg xmlns="http://www.w3.org/2000/svg"></svg>');
    await writeFile(join(dir.path, 'img', 'fake.png'), '<svg></svg>');
    await writeFile(join(dir.path, 'img', 'big.svg'), `<svg>${'x'.repeat(300_000)}</svg>`);
  });
  afterAll(() => dir.remove());

  it('reads the shipped default seed: real wallets with their logos and the network icons', async () => {
    const { wallets, images } = await readDirectorySeed(DEFAULT_SEED_FILE);
    expect(wallets.length).toBeGreaterThan(20);
    expect(wallets[0]).toMatchObject({ name: 'MetaMask', rdns: 'io.metamask' });
    expect(images.filter((image) => image.kind === 'wallet').length).toBeGreaterThan(20);
    expect(images.some((image) => image.kind === 'asset' && image.id === 'ethereum')).toBe(true);
  });

  it('derives ids and reads images relative to the file', async () => {
    const { wallets, images } = await readDirectorySeed(
      await seed({ wallets: [{ ...WALLET, image: 'img/ok.svg' }] }),
    );
    expect(wallets[0]?.id).toMatch(/^[0-9a-f]{64}$/);
    expect(images[0]).toMatchObject({
      kind: 'wallet',
      id: wallets[0]?.image_id,
      contentType: 'image/svg+xml',
    });
  });

  it.each([
    [{ wallets: {} }, 'wallets'],
    [{ wallets: [{ ...WALLET, name: '' }] }, 'wallets[0].name'],
    [{ wallets: [{ ...WALLET, chains: ['mainnet'] }] }, 'wallets[0].chains'],
    [{ wallets: [WALLET, WALLET] }, 'wallets[1]'],
    [{ wallets: [{ ...WALLET, image: 'img/fake.png' }] }, 'wallets[0].image'],
    [{ wallets: [{ ...WALLET, image: 'img/big.svg' }] }, 'wallets[0].image'],
    [{ wallets: [{ ...WALLET, image: '../../etc/passwd.svg' }] }, 'wallets[0].image'],
    [{ wallets: [], images: [{ kind: 'wallet', id: 'x', file: 'img/ok.svg' }] }, 'images[0].kind'],
  ])('names the bad entry of %j', async (content, field) => {
    const error = await readDirectorySeed(await seed(content)).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SeedError);
    expect((error as SeedError).field).toBe(field);
  });
});
