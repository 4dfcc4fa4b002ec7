import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import { ANVIL_BIN_ENV, resolveAnvilBinary } from './anvil-binary.js';
import { AnvilNotFoundError } from './errors.js';

describe('resolveAnvilBinary', () => {
  it('finds the binary of the @foundry-rs/anvil platform package for this platform', () => {
    const binary = resolveAnvilBinary({ env: {} });
    const platformPackage = `@foundry-rs/anvil-${process.platform}-${process.arch === 'x64' ? 'amd64' : process.arch}`;
    expect(binary).toContain(`${platformPackage}/bin/anvil`);
    expect(execFileSync(binary, ['--version'], { encoding: 'utf8' })).toMatch(/^anvil Version: 1\.7\.1/);
  });

  it(`prefers ${ANVIL_BIN_ENV} when it names an executable file`, () => {
    expect(resolveAnvilBinary({ env: { [ANVIL_BIN_ENV]: process.execPath } })).toBe(process.execPath);
  });

  it.each([
    ['a missing file', '/nonexistent/anvil'],
    ['a directory', tmpdir()],
  ])(`throws AnvilNotFoundError when ${ANVIL_BIN_ENV} names %s`, (_, path) => {
    const error = catchError(() => resolveAnvilBinary({ env: { [ANVIL_BIN_ENV]: path } }));
    expect(error).toBeInstanceOf(AnvilNotFoundError);
    expect(error.name).toBe('AnvilNotFoundError');
    expect(error.message).toContain(ANVIL_BIN_ENV);
    expect((error as AnvilNotFoundError).candidates).toEqual([path]);
  });

  it('throws AnvilNotFoundError, naming the override, on a platform @foundry-rs/anvil does not ship', () => {
    const error = catchError(() => resolveAnvilBinary({ env: {}, platform: 'aix', arch: 'ppc64' }));
    expect(error).toBeInstanceOf(AnvilNotFoundError);
    expect(error.message).toMatch(/no binary for aix-ppc64.*WALLETDOCK_ANVIL_BIN/);
  });

  it('throws AnvilNotFoundError listing the paths it tried when the platform package is missing', () => {
    // linux-arm64 is not installed here (pnpm installs the optional package of the current platform only).
    const other = process.arch === 'arm64' ? 'x64' : 'arm64';
    const error = catchError(() => resolveAnvilBinary({ env: {}, platform: 'linux', arch: other }));
    expect(error).toBeInstanceOf(AnvilNotFoundError);
    expect(error.message).toMatch(/anvil binary was not found/);
  });
});

function catchError(fn: () => unknown): Error {
  try {
    fn();
  } catch (error) {
    if (error instanceof Error) return error;
    throw error;
  }
  throw new Error('expected an error');
}
