import {
  createSolanaWalletCore,
  registerWalletInWindow,
  type SolanaAccountData,
  type SolanaWalletBackend,
  type SolanaWalletCoreConfig,
} from '../solana-wallet/wallet-core.js';
import type { ProviderRpcErrorJson } from '../wallet/errors.js';

/** A call from the page-side Solana wallet to Node (through the wallet's binding). Bytes travel as number arrays. */
export type SolanaShimMessage = { kind: 'call'; feature: string; input: unknown };

/** Node's answer to a {@link SolanaShimMessage}. */
export type SolanaShimReply = { ok: true; result: unknown } | { ok: false; error: ProviderRpcErrorJson };

/** What Node tells the page's wallet objects (bytes as number arrays). */
export type SolanaShimEvent =
  | { type: 'accounts'; accounts: { address: string; publicKey: number[] }[] }
  | { type: 'disconnect' }
  | { type: 'chains'; chains: string[] };

/** The hidden per-frame hook through which Node delivers {@link SolanaShimEvent}s. */
export type SolanaShimHook = { emit(event: SolanaShimEvent): void };

/** What the page script is installed with (serialised into the page). */
export type SolanaShimConfig = {
  bindingName: string;
  globalKey: string;
  wallet: SolanaWalletCoreConfig;
};

/**
 * The page side of the Solana test wallet. Serialised into every frame together with
 * {@link createSolanaWalletCore} and {@link registerWalletInWindow} (see {@link solanaWalletInitScript}), so it
 * must stay self-contained. It builds the Wallet Standard wallet object on a backend that forwards every call to
 * Node, registers it with the Wallet Standard protocol, and installs the hook Node delivers events through.
 */
export function solanaWalletPageScript(
  config: SolanaShimConfig,
  createCore: typeof createSolanaWalletCore,
  register: typeof registerWalletInWindow,
): void {
  type Binding = (message: SolanaShimMessage) => Promise<SolanaShimReply>;
  const scope = window as unknown as Record<string, unknown>;
  if (scope[config.globalKey] !== undefined) return;

  const call = async (feature: string, input: unknown): Promise<unknown> => {
    const binding = scope[config.bindingName];
    if (typeof binding !== 'function') {
      throw Object.assign(new Error('The test wallet is not reachable.'), { code: 4900 });
    }
    const reply = await (binding as Binding)({ kind: 'call', feature, input });
    if (reply.ok) return reply.result;
    const error = Object.assign(new Error(reply.error.message), { code: reply.error.code });
    if (reply.error.data !== undefined) Object.assign(error, { data: reply.error.data });
    throw error;
  };
  const bytes = (value: Uint8Array): number[] => Array.from(value);

  const backend: SolanaWalletBackend = {
    connect: async (silent) => (await call('standard:connect', { silent })) as SolanaAccountData[],
    disconnect: async () => {
      await call('standard:disconnect', {});
    },
    signMessage: async (requests) =>
      (await call(
        'solana:signMessage',
        requests.map((request) => ({ address: request.address, message: bytes(request.message) })),
      )) as { signedMessage: number[]; signature: number[] }[],
    signTransaction: async (requests) =>
      (await call(
        'solana:signTransaction',
        requests.map((request) => ({ ...request, transaction: bytes(request.transaction) })),
      )) as number[][],
    signAndSendTransaction: async (requests) =>
      (await call(
        'solana:signAndSendTransaction',
        requests.map((request) => ({ ...request, transaction: bytes(request.transaction) })),
      )) as number[][],
  };

  const core = createCore(config.wallet, backend);
  const hook: SolanaShimHook = {
    emit(event) {
      if (event.type === 'accounts') core.replaceAccounts(event.accounts);
      else if (event.type === 'disconnect') core.clearAccounts();
      else core.setChains(event.chains as SolanaWalletCoreConfig['chains']);
    },
  };
  Object.defineProperty(window, config.globalKey, { value: hook, enumerable: false });
  register(window, core.wallet);
}

/**
 * The init script (JavaScript source) that runs {@link solanaWalletPageScript} with `config` in a frame: the
 * shared wallet object and the registration travel as source text, so the page gets the very code the in-process
 * wallet runs.
 */
export function solanaWalletInitScript(config: SolanaShimConfig): string {
  return `(${solanaWalletPageScript.toString()})(${JSON.stringify(config)}, ${createSolanaWalletCore.toString()}, ${registerWalletInWindow.toString()});`;
}
