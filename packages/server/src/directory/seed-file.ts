import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CAIP2_PATTERN } from '@walletdock/core/primitives';
import { IMAGE_ID, IMAGE_ID_RULE } from './image-id.js';
import { imageTypeOf } from './image-type.js';
import { imageIdFor, walletIdFor } from './wallet-ids.js';

/** The wallet directory's seed file is unreadable or invalid; `field` names the bad entry. */
export class SeedError extends Error {
  override name = 'SeedError';
  readonly field: string;
  constructor(file: string, field: string, problem: string) {
    super(`Invalid directory seed ${file}: ${field} ${problem}`);
    this.field = field;
  }
}

/**
 * The seed shipped in the package: real wallets and their logos (see seed/README.md). Resolved from this module's
 * path without the global `URL`, which a DOM-like test environment (happy-dom) replaces with one whose URLs
 * Node's `fileURLToPath` refuses.
 */
export const DEFAULT_SEED_FILE = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  'seed',
  'directory.json',
);

export type SeedImage = {
  kind: 'wallet' | 'asset' | 'currency' | 'token';
  id: string;
  contentType: string;
  bytes: Uint8Array;
  sha256: string;
};

export type SeedWallet = {
  id: string;
  name: string;
  rdns: string | null;
  image_id: string;
  chains: string[];
  mobile_link: string | null;
  desktop_link: string | null;
  webapp_link: string | null;
  homepage: string | null;
  app_store: string | null;
  play_store: string | null;
  chrome_store: string | null;
  injected: { namespace: string; injected_id: string }[] | null;
  badge_type: 'none' | 'certified';
};

export type DirectorySeed = { wallets: SeedWallet[]; images: SeedImage[] };

const CAIP2 = CAIP2_PATTERN;
const LINKS = [
  'mobile_link',
  'desktop_link',
  'webapp_link',
  'homepage',
  'app_store',
  'play_store',
  'chrome_store',
] as const;
const KINDS = ['wallet', 'asset', 'currency', 'token'] as const;

type Fail = (field: string, problem: string) => never;

function optionalString(value: unknown, field: string, fail: Fail): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string' || value.length > 2_048)
    return fail(field, 'must be a string (at most 2048 characters) or null');
  return value;
}

async function readImage(base: string, file: unknown, field: string, fail: Fail) {
  if (typeof file !== 'string' || file === '')
    return fail(field, 'must be a file path relative to the seed file');
  const path = resolve(base, file);
  if (!path.startsWith(base + sep)) return fail(field, "must stay inside the seed file's directory");
  const bytes = await readFile(path).catch((error: Error) => fail(field, `cannot be read: ${error.message}`));
  const checked = imageTypeOf(path, bytes);
  if ('problem' in checked) return fail(field, checked.problem);
  return { contentType: checked.type, bytes, sha256: createHash('sha256').update(bytes).digest('hex') };
}

function wallet(value: unknown, at: string, fail: Fail): SeedWallet {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return fail(at, 'must be an object');
  const entry = value as Record<string, unknown>;
  if (typeof entry.key !== 'string' || !/^[a-z0-9-]{1,100}$/.test(entry.key))
    return fail(`${at}.key`, 'must be a slug (a-z, 0-9, -)');
  if (typeof entry.name !== 'string' || entry.name.trim() === '' || entry.name.length > 100)
    return fail(`${at}.name`, 'must be a non-empty string');
  const rdns = optionalString(entry.rdns, `${at}.rdns`, fail);
  if (
    !Array.isArray(entry.chains) ||
    entry.chains.some((chain) => typeof chain !== 'string' || !CAIP2.test(chain))
  ) {
    return fail(`${at}.chains`, 'must be an array of CAIP-2 chain ids');
  }
  const injected = entry.injected ?? null;
  if (
    injected !== null &&
    (!Array.isArray(injected) ||
      injected.some((item) => typeof item?.namespace !== 'string' || typeof item?.injected_id !== 'string'))
  ) {
    return fail(`${at}.injected`, 'must be null or an array of { namespace, injected_id }');
  }
  const badge = entry.badge_type ?? 'none';
  if (badge !== 'none' && badge !== 'certified') return fail(`${at}.badge_type`, 'must be none or certified');
  const id = typeof entry.id === 'string' ? entry.id : walletIdFor(rdns, entry.key);
  if (!IMAGE_ID.test(id)) return fail(`${at}.id`, IMAGE_ID_RULE);
  const links = Object.fromEntries(
    LINKS.map((link) => [link, optionalString(entry[link], `${at}.${link}`, fail)]),
  );
  return {
    id,
    name: entry.name,
    rdns,
    image_id: imageIdFor(id),
    chains: entry.chains as string[],
    ...(links as Record<(typeof LINKS)[number], string | null>),
    injected: injected as SeedWallet['injected'],
    badge_type: badge,
  };
}

/**
 * Reads a directory seed: `{ wallets: [...], images?: [{ kind, id, file }] }`. A wallet has the directory's
 * wire fields without `id` (derived from `rdns`, else `key`; an explicit `id` wins), `image_id` (derived) and
 * `order` (its place in the file), plus `image`: its logo file. Image files are relative to the seed file,
 * at most 256 KB, PNG, JPEG, GIF, WebP, AVIF or SVG by extension and by bytes.
 * @throws {SeedError} naming the first bad entry.
 */
export async function readDirectorySeed(file: string): Promise<DirectorySeed> {
  const fail: Fail = (field, problem) => {
    throw new SeedError(file, field, problem);
  };
  const text = await readFile(file, 'utf8').catch((error: Error) =>
    fail('(file)', `cannot be read: ${error.message}`),
  );
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return fail('(file)', `is not JSON: ${(error as Error).message}`);
  }
  const root = json as { wallets?: unknown; images?: unknown };
  if (typeof json !== 'object' || json === null || !Array.isArray(root.wallets))
    return fail('wallets', 'must be an array');
  const base = dirname(resolve(file));
  const wallets: SeedWallet[] = [];
  const images: SeedImage[] = [];
  const ids = new Set<string>();
  for (const [index, value] of root.wallets.entries()) {
    const entry = wallet(value, `wallets[${index}]`, fail);
    if (ids.has(entry.id)) fail(`wallets[${index}]`, `repeats the wallet id ${entry.id}`);
    ids.add(entry.id);
    wallets.push(entry);
    const image = (value as { image?: unknown }).image;
    if (image !== undefined && image !== null) {
      images.push({
        kind: 'wallet',
        id: entry.image_id,
        ...(await readImage(base, image, `wallets[${index}].image`, fail)),
      });
    }
  }
  const extra = root.images ?? [];
  if (!Array.isArray(extra)) return fail('images', 'must be an array');
  for (const [index, value] of extra.entries()) {
    const at = `images[${index}]`;
    const { kind, id, file: imageFile } = (value ?? {}) as Record<string, unknown>;
    if (!KINDS.includes(kind as SeedImage['kind']) || kind === 'wallet')
      fail(`${at}.kind`, 'must be asset, currency or token');
    if (typeof id !== 'string' || !IMAGE_ID.test(id)) fail(`${at}.id`, IMAGE_ID_RULE);
    images.push({
      kind: kind as SeedImage['kind'],
      id: id as string,
      ...(await readImage(base, imageFile, `${at}.file`, fail)),
    });
  }
  return { wallets, images };
}
