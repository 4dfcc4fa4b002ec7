import { accessSync, constants, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { AnvilNotFoundError } from './errors.js';

/** Environment variable that overrides the anvil binary (an absolute path to an executable). */
export const ANVIL_BIN_ENV = 'WALLETDOCK_ANVIL_BIN';

/** The `@foundry-rs/anvil` platform packages, by `${process.platform}-${process.arch}`. */
const PLATFORM_PACKAGES: Readonly<Record<string, string>> = {
  'linux-x64': '@foundry-rs/anvil-linux-amd64',
  'linux-arm64': '@foundry-rs/anvil-linux-arm64',
  'darwin-x64': '@foundry-rs/anvil-darwin-amd64',
  'darwin-arm64': '@foundry-rs/anvil-darwin-arm64',
  'win32-x64': '@foundry-rs/anvil-win32-amd64',
};

export type ResolveAnvilBinaryOptions = {
  /** Default `process.env`. */
  env?: Readonly<Record<string, string | undefined>>;
  /** Default `process.platform`. */
  platform?: NodeJS.Platform;
  /** Default `process.arch`. */
  arch?: string;
};

/**
 * Finds the anvil executable: `WALLETDOCK_ANVIL_BIN` if set, else the binary shipped in the platform package
 * of `@foundry-rs/anvil` (resolved from `@foundry-rs/anvil`'s own location, which works with pnpm's strict
 * layout). Never downloads anything.
 * @throws {AnvilNotFoundError} if no executable is found.
 */
export function resolveAnvilBinary(options: ResolveAnvilBinaryOptions = {}): string {
  const env = options.env ?? process.env;
  const platform = options.platform ?? process.platform;
  const arch = options.arch ?? process.arch;

  const override = env[ANVIL_BIN_ENV];
  if (override !== undefined && override !== '') {
    if (isExecutable(override, platform)) return override;
    throw new AnvilNotFoundError(
      `${ANVIL_BIN_ENV} is set to "${override}", which is not an executable file.`,
      [override],
    );
  }

  const platformPackage = PLATFORM_PACKAGES[`${platform}-${arch}`];
  if (platformPackage === undefined) {
    throw new AnvilNotFoundError(
      `@foundry-rs/anvil ships no binary for ${platform}-${arch}. Install anvil (https://getfoundry.sh) and set ${ANVIL_BIN_ENV} to its path.`,
      [],
    );
  }
  const binaryName = platform === 'win32' ? 'anvil.exe' : 'anvil';
  const candidates = candidatePaths(platformPackage, binaryName);
  for (const candidate of candidates) {
    if (isExecutable(candidate, platform)) return candidate;
  }
  throw new AnvilNotFoundError(
    `The anvil binary was not found (tried: ${candidates.join(', ') || 'nothing: @foundry-rs/anvil is not installed'}). Install @foundry-rs/anvil with its optional platform package ${platformPackage}, or set ${ANVIL_BIN_ENV} to an anvil executable.`,
    candidates,
  );
}

/** Where the binary may be, best first, without duplicates. */
function candidatePaths(platformPackage: string, binaryName: string): string[] {
  const here = createRequire(import.meta.url);
  const paths: string[] = [];
  const anvilPackageJson = tryResolve(here, '@foundry-rs/anvil/package.json');
  if (anvilPackageJson !== undefined) {
    // The platform package is a dependency of @foundry-rs/anvil, so resolve it from there.
    const fromAnvil = createRequire(anvilPackageJson);
    const resolved = tryResolve(fromAnvil, `${platformPackage}/bin/${binaryName}`);
    if (resolved !== undefined) paths.push(resolved);
    // Where @foundry-rs/anvil's postinstall script puts a binary when the platform package is missing.
    paths.push(join(dirname(anvilPackageJson), binaryName));
  }
  const hoisted = tryResolve(here, `${platformPackage}/bin/${binaryName}`);
  if (hoisted !== undefined) paths.push(hoisted);
  return [...new Set(paths)];
}

function tryResolve(require: NodeJS.Require, specifier: string): string | undefined {
  try {
    return require.resolve(specifier);
  } catch {
    return undefined;
  }
}

function isExecutable(path: string, platform: NodeJS.Platform): boolean {
  try {
    if (!statSync(path).isFile()) return false;
    accessSync(path, platform === 'win32' ? constants.F_OK : constants.X_OK);
    return true;
  } catch {
    return false;
  }
}
