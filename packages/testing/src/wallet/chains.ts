import { ProviderRpcError } from './errors.js';
import {
  describeValue,
  expectObject,
  parseChainIdHex,
  positionalParams,
  rejectUnknownKeys,
} from './params.js';
import type { NativeCurrency, WalletChain } from './types.js';

/** Ether, the default native currency of a chain without one. */
export const DEFAULT_NATIVE_CURRENCY: NativeCurrency = { name: 'Ether', symbol: 'ETH', decimals: 18 };

const ADD_CHAIN_KEYS = ['chainId', 'chainName', 'nativeCurrency', 'rpcUrls', 'blockExplorerUrls', 'iconUrls'];

/**
 * Parses the params of `wallet_addEthereumChain` (EIP-3085): `[{ chainId, chainName, nativeCurrency?,
 * rpcUrls, blockExplorerUrls?, iconUrls? }]`. Besides `chainId` (which EIP-3085 requires), this wallet also
 * requires `chainName` and at least one HTTP(S) entry in `rpcUrls` (EIP-3085 lets a wallet require any field),
 * and rejects keys EIP-3085 does not define. Returns the chain with its first HTTP(S) RPC URL.
 *
 * @throws {ProviderRpcError} -32602 when the params are malformed.
 */
export function parseAddEthereumChainParams(params: unknown): WalletChain {
  const [first] = positionalParams('wallet_addEthereumChain', params, 1);
  const parameter = expectObject(first, 'wallet_addEthereumChain parameter');
  rejectUnknownKeys(parameter, ADD_CHAIN_KEYS, 'wallet_addEthereumChain parameter');
  const chainId = parseChainIdHex(parameter.chainId);

  const { chainName } = parameter;
  if (typeof chainName !== 'string' || chainName.trim() === '') {
    throw ProviderRpcError.invalidParams(
      `chainName must be a non-empty string, got ${describeValue(chainName)}.`,
    );
  }

  const rpcUrls = parseUrlList(parameter.rpcUrls, 'rpcUrls', true);
  const rpcUrl = rpcUrls.find((url) => /^https?:$/.test(new URL(url).protocol));
  if (rpcUrl === undefined) {
    throw ProviderRpcError.invalidParams('rpcUrls must contain at least one http(s) URL.');
  }
  parseUrlList(parameter.iconUrls, 'iconUrls', false);

  const chain: WalletChain = { chainId, rpcUrl, name: chainName.trim() };
  if (parameter.nativeCurrency !== undefined)
    chain.nativeCurrency = parseNativeCurrency(parameter.nativeCurrency);
  const explorers = parseUrlList(parameter.blockExplorerUrls, 'blockExplorerUrls', false);
  if (explorers.length > 0) chain.blockExplorerUrls = explorers;
  return chain;
}

/**
 * Parses the params of `wallet_switchEthereumChain` (EIP-3326): `[{ chainId }]`.
 * @throws {ProviderRpcError} -32602 when the params are malformed.
 */
export function parseSwitchEthereumChainParams(params: unknown): number {
  const [first] = positionalParams('wallet_switchEthereumChain', params, 1);
  const parameter = expectObject(first, 'wallet_switchEthereumChain parameter');
  rejectUnknownKeys(parameter, ['chainId'], 'wallet_switchEthereumChain parameter');
  return parseChainIdHex(parameter.chainId);
}

/**
 * Checks the chains a wallet starts with: at least one, positive safe-integer ids, no duplicates, valid RPC URLs.
 * @throws {TypeError} on an invalid list.
 */
export function validateInitialChains(chains: readonly WalletChain[]): void {
  if (chains.length === 0) throw new TypeError('A test wallet needs at least one chain.');
  const seen = new Set<number>();
  for (const chain of chains) {
    if (!Number.isSafeInteger(chain.chainId) || chain.chainId <= 0) {
      throw new TypeError(`Invalid chain id ${chain.chainId}.`);
    }
    if (seen.has(chain.chainId)) throw new TypeError(`Chain ${chain.chainId} is listed twice.`);
    seen.add(chain.chainId);
    if (!isUrl(chain.rpcUrl))
      throw new TypeError(`Invalid RPC URL for chain ${chain.chainId}: ${chain.rpcUrl}`);
  }
}

function parseNativeCurrency(value: unknown): NativeCurrency {
  const currency = expectObject(value, 'nativeCurrency');
  rejectUnknownKeys(currency, ['name', 'symbol', 'decimals'], 'nativeCurrency');
  const { name, symbol, decimals } = currency;
  if (typeof name !== 'string' || name.trim() === '') {
    throw ProviderRpcError.invalidParams(
      `nativeCurrency.name must be a non-empty string, got ${describeValue(name)}.`,
    );
  }
  if (typeof symbol !== 'string' || symbol.length < 2 || symbol.length > 6) {
    throw ProviderRpcError.invalidParams(
      `nativeCurrency.symbol must be a string of 2 to 6 characters, got ${describeValue(symbol)}.`,
    );
  }
  if (typeof decimals !== 'number' || !Number.isInteger(decimals) || decimals < 0 || decimals > 255) {
    throw ProviderRpcError.invalidParams(
      `nativeCurrency.decimals must be an integer from 0 to 255, got ${describeValue(decimals)}.`,
    );
  }
  return { name, symbol, decimals };
}

function parseUrlList(value: unknown, what: string, required: boolean): string[] {
  if (value === undefined || value === null) {
    if (required) throw ProviderRpcError.invalidParams(`${what} is required.`);
    return [];
  }
  if (!Array.isArray(value) || (required && value.length === 0)) {
    throw ProviderRpcError.invalidParams(`${what} must be ${required ? 'a non-empty' : 'an'} array of URLs.`);
  }
  return value.map((item: unknown, index) => {
    if (typeof item !== 'string' || !isUrl(item)) {
      throw ProviderRpcError.invalidParams(`${what}[${index}] must be a URL, got ${describeValue(item)}.`);
    }
    return item;
  });
}

function isUrl(value: string): boolean {
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}
