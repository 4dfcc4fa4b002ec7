import type { LocalStackInfo } from './local-stack';

type LocalChain = LocalStackInfo['chains'][number];
type DevAccount = LocalStackInfo['accounts'][number];
type StackServices = LocalStackInfo['services'];
type SolanaChain = LocalStackInfo['solana'];
type SolanaAccount = SolanaChain['accounts'][number];
type Hex = `0x${string}`;

/** Where the stack description came from. */
export type StackSource = 'page' | 'env';

/** The outcome of reading the local stack's description. */
export type StackConfig =
  | { readonly status: 'ready'; readonly source: StackSource; readonly stack: LocalStackInfo }
  | { readonly status: 'missing' }
  | { readonly status: 'invalid'; readonly source: StackSource; readonly errors: readonly string[] };

export type ParseResult = { ok: true; stack: LocalStackInfo } | { ok: false; errors: string[] };

/** At most this many problems are reported; the rest are summarised. */
const MAX_ERRORS = 8;
const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const PRIVATE_KEY = /^0x[0-9a-fA-F]{64}$/;
/** A base58 string of 32 to 44 characters: a Solana public key, mint address or genesis hash. */
const BASE58_KEY = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

class Problems {
  readonly list: string[] = [];
  add(message: string): undefined {
    this.list.push(message);
    return undefined;
  }
}

function text(value: unknown, path: string, problems: Problems): string | undefined {
  if (typeof value === 'string' && value.trim() !== '') return value;
  return problems.add(`${path} must be a non-empty string.`);
}

function url(
  value: unknown,
  path: string,
  protocols: readonly string[],
  problems: Problems,
): string | undefined {
  if (typeof value === 'string') {
    try {
      if (protocols.includes(new URL(value).protocol)) return value;
    } catch {
      // reported below
    }
  }
  const names = protocols.map((protocol) => protocol.replace(':', '')).join(' or ');
  return problems.add(`${path} must be a ${names} URL.`);
}

function hex(
  value: unknown,
  path: string,
  pattern: RegExp,
  what: string,
  problems: Problems,
): Hex | undefined {
  if (typeof value === 'string' && pattern.test(value)) return value as Hex;
  return problems.add(`${path} must be ${what}.`);
}

function integer(
  value: unknown,
  path: string,
  min: number,
  max: number,
  problems: Problems,
): number | undefined {
  if (typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max) return value;
  return problems.add(`${path} must be an integer from ${min} to ${max}.`);
}

function parseChain(value: unknown, path: string, problems: Problems): LocalChain | undefined {
  if (!isRecord(value)) return problems.add(`${path} must be an object.`);
  const before = problems.list.length;
  const chainId = integer(value.chainId, `${path}.chainId`, 1, Number.MAX_SAFE_INTEGER, problems);
  const caipNetworkId = value.caipNetworkId;
  if (chainId !== undefined && caipNetworkId !== `eip155:${chainId}`) {
    problems.add(`${path}.caipNetworkId must be "eip155:${chainId}".`);
  }
  const name = text(value.name, `${path}.name`, problems);
  const rpcUrl = url(value.rpcUrl, `${path}.rpcUrl`, ['http:', 'https:'], problems);
  const wsUrl = url(value.wsUrl, `${path}.wsUrl`, ['ws:', 'wss:'], problems);
  const currency = value.nativeCurrency;
  let nativeCurrency: LocalChain['nativeCurrency'] | undefined;
  if (isRecord(currency)) {
    const currencyName = text(currency.name, `${path}.nativeCurrency.name`, problems);
    const symbol = text(currency.symbol, `${path}.nativeCurrency.symbol`, problems);
    const decimals = integer(currency.decimals, `${path}.nativeCurrency.decimals`, 0, 255, problems);
    if (currencyName !== undefined && symbol !== undefined && decimals !== undefined) {
      nativeCurrency = { name: currencyName, symbol, decimals };
    }
  } else {
    problems.add(`${path}.nativeCurrency must be an object.`);
  }
  const rawContracts = value.contracts;
  let contracts: LocalChain['contracts'] | undefined;
  if (isRecord(rawContracts)) {
    const address = (key: string) =>
      hex(
        rawContracts[key],
        `${path}.contracts.${key}`,
        ADDRESS,
        'an address (0x and 40 hex digits)',
        problems,
      );
    const multicall3 = address('multicall3');
    const dockToken = address('dockToken');
    const testUsd = address('testUsd');
    const testNft = address('testNft');
    const swapPool = address('swapPool');
    if (multicall3 && dockToken && testUsd && testNft && swapPool)
      contracts = { multicall3, dockToken, testUsd, testNft, swapPool };
  } else {
    problems.add(`${path}.contracts must be an object.`);
  }
  if (problems.list.length > before) return undefined;
  if (!(chainId && name && rpcUrl && wsUrl && nativeCurrency && contracts)) return undefined;
  return { chainId, caipNetworkId: `eip155:${chainId}`, name, rpcUrl, wsUrl, nativeCurrency, contracts };
}

function parseAccount(value: unknown, path: string, problems: Problems): DevAccount | undefined {
  if (!isRecord(value)) return problems.add(`${path} must be an object.`);
  const address = hex(
    value.address,
    `${path}.address`,
    ADDRESS,
    'an address (0x and 40 hex digits)',
    problems,
  );
  const privateKey = hex(
    value.privateKey,
    `${path}.privateKey`,
    PRIVATE_KEY,
    'a private key (0x and 64 hex digits)',
    problems,
  );
  return address && privateKey ? { address, privateKey } : undefined;
}

function parseServices(value: unknown, problems: Problems): StackServices | undefined {
  if (!isRecord(value)) return problems.add('services must be an object.');
  const servicesUrl = url(value.url, 'services.url', ['http:', 'https:'], problems);
  // Optional: a wallet directory other than the services server (default: services.url), and the reference
  // sign-in backend (absent: the demo signs in without a server).
  const optional = (key: 'walletDirectoryUrl' | 'siwxUrl') =>
    value[key] === undefined ? undefined : url(value[key], `services.${key}`, ['http:', 'https:'], problems);
  const directoryUrl = optional('walletDirectoryUrl');
  const siwxUrl = optional('siwxUrl');
  if (servicesUrl === undefined) return undefined;
  if (value.walletDirectoryUrl !== undefined && directoryUrl === undefined) return undefined;
  if (value.siwxUrl !== undefined && siwxUrl === undefined) return undefined;
  return {
    url: servicesUrl,
    ...(directoryUrl === undefined ? {} : { walletDirectoryUrl: directoryUrl }),
    ...(siwxUrl === undefined ? {} : { siwxUrl }),
  };
}

function parseWalletConnect(value: unknown, problems: Problems): { relayUrl: string } | undefined {
  if (!isRecord(value)) return problems.add('walletConnect must be an object.');
  const relayUrl = url(value.relayUrl, 'walletConnect.relayUrl', ['ws:', 'wss:'], problems);
  return relayUrl === undefined ? undefined : { relayUrl };
}

function base58Key(value: unknown, path: string, problems: Problems): string | undefined {
  if (typeof value === 'string' && BASE58_KEY.test(value)) return value;
  return problems.add(`${path} must be a base58 key (32 to 44 characters).`);
}

function parseSolanaAccount(value: unknown, path: string, problems: Problems): SolanaAccount | undefined {
  if (!isRecord(value)) return problems.add(`${path} must be an object.`);
  const publicKey = base58Key(value.publicKey, `${path}.publicKey`, problems);
  const raw = value.secretKey;
  const isByte = (byte: unknown) =>
    typeof byte === 'number' && Number.isInteger(byte) && byte >= 0 && byte <= 255;
  if (!Array.isArray(raw) || raw.length !== 64 || !raw.every(isByte)) {
    return problems.add(`${path}.secretKey must be an array of 64 bytes.`);
  }
  return publicKey === undefined ? undefined : { publicKey, secretKey: [...(raw as number[])] };
}

/** The local Solana chain (`stack.solana`): LiteSVM behind JSON-RPC, its test mint and dev keypairs. */
function parseSolana(value: unknown, problems: Problems): SolanaChain | undefined {
  if (!isRecord(value)) return problems.add('solana must be an object.');
  const before = problems.list.length;
  const rpcUrl = url(value.rpcUrl, 'solana.rpcUrl', ['http:', 'https:'], problems);
  const wsUrl = url(value.wsUrl, 'solana.wsUrl', ['ws:', 'wss:'], problems);
  const genesisHash = base58Key(value.genesisHash, 'solana.genesisHash', problems);
  const caipNetworkId = value.caipNetworkId;
  if (genesisHash !== undefined && caipNetworkId !== `solana:${genesisHash.slice(0, 32)}`) {
    problems.add(`solana.caipNetworkId must be "solana:${genesisHash.slice(0, 32)}".`);
  }
  if (value.walletStandardChain !== 'solana:localnet') {
    problems.add('solana.walletStandardChain must be "solana:localnet".');
  }
  const name = text(value.name, 'solana.name', problems);
  const currency = value.nativeCurrency;
  if (
    !isRecord(currency) ||
    currency.name !== 'Solana' ||
    currency.symbol !== 'SOL' ||
    currency.decimals !== 9
  ) {
    problems.add('solana.nativeCurrency must be { name: "Solana", symbol: "SOL", decimals: 9 }.');
  }
  const rawMint = value.mint;
  let mint: SolanaChain['mint'] | undefined;
  if (isRecord(rawMint)) {
    const address = base58Key(rawMint.address, 'solana.mint.address', problems);
    const mintName = text(rawMint.name, 'solana.mint.name', problems);
    const symbol = text(rawMint.symbol, 'solana.mint.symbol', problems);
    const decimals = integer(rawMint.decimals, 'solana.mint.decimals', 0, 255, problems);
    if (address !== undefined && mintName !== undefined && symbol !== undefined && decimals !== undefined) {
      mint = { address, name: mintName, symbol, decimals };
    }
  } else {
    problems.add('solana.mint must be an object.');
  }
  const accounts: SolanaAccount[] = [];
  if (!Array.isArray(value.accounts)) {
    problems.add('solana.accounts must be an array.');
  } else {
    value.accounts.forEach((item, index) => {
      const account = parseSolanaAccount(item, `solana.accounts[${index}]`, problems);
      if (account) accounts.push(account);
    });
  }
  if (problems.list.length > before) return undefined;
  if (!(rpcUrl && wsUrl && genesisHash && name && mint)) return undefined;
  return {
    rpcUrl,
    wsUrl,
    genesisHash,
    caipNetworkId: `solana:${genesisHash.slice(0, 32)}`,
    walletStandardChain: 'solana:localnet',
    name,
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    mint,
    accounts,
  };
}

/**
 * Checks a description of the local stack (`LocalStackInfo`) and returns a clean copy holding only the known
 * fields, or the list of problems (each naming the path of the bad value).
 */
export function parseLocalStackInfo(value: unknown): ParseResult {
  const problems = new Problems();
  if (!isRecord(value)) return { ok: false, errors: ['The stack description must be an object.'] };
  const chains: LocalChain[] = [];
  if (!Array.isArray(value.chains) || value.chains.length === 0) {
    problems.add('chains must be a non-empty array.');
  } else {
    value.chains.forEach((item, index) => {
      const chain = parseChain(item, `chains[${index}]`, problems);
      if (!chain) return;
      if (chains.some((other) => other.chainId === chain.chainId)) {
        problems.add(`chains[${index}].chainId ${chain.chainId} appears twice.`);
      }
      chains.push(chain);
    });
  }
  const accounts: DevAccount[] = [];
  if (!Array.isArray(value.accounts)) {
    problems.add('accounts must be an array.');
  } else {
    value.accounts.forEach((item, index) => {
      const account = parseAccount(item, `accounts[${index}]`, problems);
      if (account) accounts.push(account);
    });
  }
  const services = parseServices(value.services, problems);
  const walletConnect = parseWalletConnect(value.walletConnect, problems);
  const solana = parseSolana(value.solana, problems);
  if (
    problems.list.length === 0 &&
    services !== undefined &&
    walletConnect !== undefined &&
    solana !== undefined
  ) {
    return { ok: true, stack: { chains, accounts, services, walletConnect, solana } };
  }
  const errors = problems.list.slice(0, MAX_ERRORS);
  if (problems.list.length > MAX_ERRORS)
    errors.push(`…and ${problems.list.length - MAX_ERRORS} more problems.`);
  return { ok: false, errors };
}

function fromSource(source: StackSource, raw: unknown): StackConfig {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return { status: 'invalid', source, errors: ['The stack description is not valid JSON.'] };
    }
  }
  const result = parseLocalStackInfo(value);
  return result.ok
    ? { status: 'ready', source, stack: result.stack }
    : { status: 'invalid', source, errors: result.errors };
}

/**
 * Picks the stack description: the one the server injected into the page wins (a production build is served
 * with it, for whatever ports the stack got), else the dev-only environment variable, else `missing`.
 * A value of either kind may be an object or its JSON.
 */
export function resolveStackConfig(sources: { page?: unknown; env?: string | undefined }): StackConfig {
  const { page, env } = sources;
  if (page !== undefined && page !== null && page !== '') return fromSource('page', page);
  if (env !== undefined && env.trim() !== '') return fromSource('env', env);
  return { status: 'missing' };
}

/** Reads the stack from `window.__WALLETDOCK_STACK__`, or in `vite dev` from `VITE_WALLETDOCK_STACK`. */
export function readStackConfig(): StackConfig {
  const page = typeof window === 'undefined' ? undefined : window.__WALLETDOCK_STACK__;
  // Only in dev: a production build must not bake in the ports of whatever stack ran at build time.
  const env = import.meta.env.DEV ? import.meta.env.VITE_WALLETDOCK_STACK : undefined;
  return resolveStackConfig({ page, env });
}
