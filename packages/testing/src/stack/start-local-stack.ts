import { isIPv6 } from 'node:net';
import { loadAdapterVerifiers } from '../siwx/adapter-verifiers.js';
import { startSiwxServer } from '../siwx/start-siwx-server.js';
import type { SiwxServer } from '../siwx/types.js';
import { startSolanaChain } from '../solana/start-solana-chain.js';
import type { RunningSolanaChain } from '../solana/types.js';
import { startWalletConnectRelay, type WalletConnectRelay } from '../walletconnect/relay.js';
import { resolveAnvilBinary } from './anvil-binary.js';
import { type AnvilProcess, startAnvil } from './anvil-process.js';
import { deployStackContracts } from './deploy.js';
import { ANVIL_MNEMONIC, deriveDevAccounts } from './dev-accounts.js';
import { InvalidStackOptionsError, StackDeployError } from './errors.js';
import { chainName, resolveStackOptions } from './options.js';
import { tokenSeedForChain } from './seed.js';
import { type StackServices, startStackServices } from './stack-services.js';
import type { LocalChain, LocalStack, LocalStackInfo, StartLocalStackOptions } from './types.js';

/**
 * Starts the local EVM stack: one anvil node per chain id (default 31337 "Dock Devnet A" and 31338 "Dock Devnet
 * B") on free loopback ports, with Multicall3 at its canonical address, the DOCK (18 decimals) and tUSD
 * (6 decimals) ERC-20s and the DNFT ERC-721 deployed at the same addresses on every chain, and balances minted
 * to the first dev accounts (see `LOCAL_STACK_SEED`), and the DOCK/tUSD swap pool. The contracts are deployed and
 * owned by the last dev account, so the others start at nonce 0. Then it starts the services (the open HTTP
 * contracts: `@walletdock/server` configured for these chains, on PGlite, behind the stack's fault proxy that
 * answers the test-only `/__faults` and `/__events`; `startStackServices`) at `stack.services.url`, and a local WalletConnect v2 relay at
 * `stack.walletConnect.relayUrl`. In parallel with the anvil chains it starts the local Solana chain
 * (`startSolanaChain`: LiteSVM behind JSON-RPC + PubSub, the same number of funded dev keypairs, the dUSD test
 * SPL token) at `stack.solana`, whose balances the services report too. Its wallet directory lists the
 * real wallets and the two test wallets; `{ services: { fillerWallets: true } }` adds generated filler wallets
 * for tests of paging and search.
 * Last, the reference sign-in backend (`startSiwxServer`, verifying with the adapters' server entries) at
 * `stack.services.siwxUrl`, unless `siwx: false`.
 *
 * The anvil processes never outlive the stack: `stop()` ends them, and so do the end of this Node process
 * (`exit`, SIGINT, SIGTERM, SIGHUP, and on POSIX systems even SIGKILL) and a failed start.
 *
 * @example
 * const stack = await startLocalStack();
 * try {
 *   const [chainA] = stack.chains; // chainA.rpcUrl, chainA.contracts.dockToken, …
 * } finally {
 *   await stack.stop();
 * }
 * @throws {InvalidStackOptionsError} for invalid options.
 * @throws {AnvilNotFoundError} if the anvil binary is missing.
 * @throws {AnvilStartError} (or `AnvilStartTimeoutError`) if a chain does not start.
 * @throws {StackDeployError} if deploying the contracts fails.
 */
export async function startLocalStack(options: StartLocalStackOptions = {}): Promise<LocalStack> {
  const config = resolveStackOptions(options);
  const binary = resolveAnvilBinary();
  const nodes: AnvilProcess[] = [];
  let services: StackServices | undefined;
  let relay: WalletConnectRelay | undefined;
  let siwx: SiwxServer | undefined;
  let solana: RunningSolanaChain | undefined;
  try {
    const solanaStart = startSolanaChain({ host: config.host, accounts: config.accounts });
    const starts = await Promise.allSettled(
      config.chainIds.map((chainId, index) =>
        startAnvil({
          binary,
          chainId,
          host: config.host,
          port: config.ports[index] ?? 0,
          accounts: config.accounts,
          mnemonic: ANVIL_MNEMONIC,
          startTimeoutMs: config.startTimeoutMs,
          onLog: config.onLog && ((line) => config.onLog?.(line, chainId)),
        }),
      ),
    );
    for (const start of starts) if (start.status === 'fulfilled') nodes.push(start.value);
    const [solanaStarted] = await Promise.allSettled([solanaStart]);
    if (solanaStarted.status === 'fulfilled') solana = solanaStarted.value;
    const failed = starts.find((start) => start.status === 'rejected');
    if (failed) throw failed.reason;
    if (solanaStarted.status === 'rejected') throw solanaStarted.reason;
    const solanaInfo = solanaStarted.value.toJSON();

    const accounts = deriveDevAccounts(config.accounts);
    const deployer = accounts.at(-1);
    if (deployer === undefined)
      throw new InvalidStackOptionsError('The stack needs at least one dev account');
    const chains = await Promise.all(
      nodes.map(async (node, index): Promise<LocalChain> => {
        const contracts = await deployStackContracts({
          rpcUrl: node.rpcUrl,
          chainId: node.chainId,
          deployer,
          accounts,
          tokens: tokenSeedForChain(index),
        });
        return {
          chainId: node.chainId,
          caipNetworkId: `eip155:${node.chainId}`,
          name: chainName(index),
          rpcUrl: node.rpcUrl,
          wsUrl: node.wsUrl,
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          contracts,
        };
      }),
    );
    assertSameContracts(chains);
    services = await startStackServices(
      { chains, accounts, solana: solanaInfo },
      config.host,
      options.services,
    );
    relay = await startWalletConnectRelay({ host: relayHost(config.host) });
    if (options.siwx !== false) siwx = await startStackSiwx(options.siwx ?? {}, chains, config.host);
    return createLocalStack(
      {
        chains,
        accounts,
        services: { url: services.url, ...(siwx ? { siwxUrl: siwx.url } : {}) },
        walletConnect: { relayUrl: relay.url },
        solana: solanaInfo,
      },
      nodes,
      [services, relay, ...(siwx ? [siwx] : []), { close: () => solanaStarted.value.stop() }],
    );
  } catch (error) {
    await Promise.allSettled([
      ...nodes.map((node) => node.stop()),
      services?.close(),
      relay?.close(),
      siwx?.close(),
      solana?.stop(),
    ]);
    throw error;
  }
}

function createLocalStack(
  info: LocalStackInfo,
  nodes: readonly AnvilProcess[],
  servers: ReadonlyArray<{ close(): Promise<void> }>,
): LocalStack {
  let stopping: Promise<void> | undefined;
  return {
    chains: info.chains,
    accounts: info.accounts,
    services: info.services,
    walletConnect: info.walletConnect,
    solana: info.solana,
    pids: nodes.map((node) => node.pid),
    stop() {
      stopping ??= Promise.all([
        ...servers.map((server) => server.close()),
        ...nodes.map((node) => node.stop()),
      ]).then(() => undefined);
      return stopping;
    },
    toJSON(): LocalStackInfo {
      return structuredClone({
        chains: info.chains,
        accounts: info.accounts,
        services: info.services,
        walletConnect: info.walletConnect,
        solana: info.solana,
      });
    },
  };
}

/** The reference sign-in backend, verifying EVM signatures through the stack's chains (ERC-1271 too). */
async function startStackSiwx(
  options: Exclude<StartLocalStackOptions['siwx'], false | undefined>,
  chains: readonly LocalChain[],
  host: string,
): Promise<SiwxServer> {
  const rpcUrls = new Map<string, string>(chains.map((chain) => [chain.caipNetworkId, chain.rpcUrl]));
  const verifiers = await loadAdapterVerifiers((chainId) => rpcUrls.get(chainId));
  return startSiwxServer({ ...options, verifiers, host });
}

/** The relay binds loopback only: the stack's host if it is a loopback address, else the loopback of its family. */
function relayHost(host: string): string {
  if (host === '::1' || /^127\./.test(host)) return host;
  return isIPv6(host) ? '::1' : '127.0.0.1';
}

/** The contracts must be at the same addresses on every chain (same deployer, same nonces). */
function assertSameContracts(chains: readonly LocalChain[]): void {
  const [first, ...others] = chains;
  if (first === undefined) return;
  const expected = JSON.stringify(first.contracts);
  for (const chain of others) {
    if (JSON.stringify(chain.contracts) !== expected) {
      throw new StackDeployError(
        `The contract addresses on chain ${chain.chainId} differ from chain ${first.chainId}`,
        {
          chainId: chain.chainId,
        },
      );
    }
  }
}
