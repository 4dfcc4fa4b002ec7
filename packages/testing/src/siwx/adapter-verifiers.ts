import type { CaipNetworkId, SIWXMessageData, SiwxExpectations } from '@walletdock/core';
import { verifySiwxMessage as verifyExample } from '../example-adapter/server.js';
import type { SiwxVerifier } from './types.js';

/** The shape of the adapters' server entries this needs (the packages are optional peers of this one). */
type VerifierModule<Options> = {
  verifySiwxMessage(
    signed: { message: string; signature: string },
    options: Options,
  ): Promise<SIWXMessageData>;
};

// Held in variables so that TypeScript does not resolve them when this package builds: the adapters build
// after it (their tests use it), and they are optional peers (the reference backend needs them at run time).
const EVM_SERVER = '@walletdock/adapter-evm/server';
const SOLANA_SERVER = '@walletdock/adapter-solana/server';

/** Thrown when an adapter's server entry cannot be loaded (the package is not installed next to this one). */
export class SiwxVerifiersUnavailableError extends Error {
  override name = 'SiwxVerifiersUnavailableError';
}

/**
 * The adapters' sign-in verifiers (`verifySiwxMessage` of `@walletdock/adapter-evm/server` and
 * `@walletdock/adapter-solana/server`), loaded with `import()`: `eip155` checks smart-account signatures
 * (ERC-1271, ERC-6492) through the RPC URL `evmRpcUrl` gives for the message's network; `solana` needs none. And
 * the example adapter's (`@walletdock/testing/example-adapter/server`, this package's own) for `example` accounts.
 *
 * @throws {SiwxVerifiersUnavailableError} when either package cannot be loaded.
 */
export async function loadAdapterVerifiers(
  evmRpcUrl: (chainId: CaipNetworkId) => string | undefined,
): Promise<Record<'eip155' | 'solana' | 'example', SiwxVerifier>> {
  const [evm, solana] = await Promise.all([
    load<VerifierModule<SiwxExpectations & { rpcUrl?: typeof evmRpcUrl }>>(EVM_SERVER),
    load<VerifierModule<SiwxExpectations>>(SOLANA_SERVER),
  ]);
  return {
    eip155: (signed, expected) => evm.verifySiwxMessage(signed, { ...expected, rpcUrl: evmRpcUrl }),
    solana: (signed, expected) => solana.verifySiwxMessage(signed, expected),
    example: verifyExample,
  };
}

async function load<T>(specifier: string): Promise<T> {
  try {
    return (await import(specifier)) as T;
  } catch (error) {
    throw new SiwxVerifiersUnavailableError(
      `The sign-in backend needs ${specifier} (install @walletdock/adapter-evm and @walletdock/adapter-solana, and build them)`,
      { cause: error },
    );
  }
}
