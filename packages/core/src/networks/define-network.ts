import { caipNetworkIdProblem, formatCaipNetworkId, parseCaipNetworkId } from '../caip/caip-network-id.js';
import { describeInput } from '../caip/errors.js';
import { isChainNamespace } from '../caip/namespaces.js';
import type { CaipNetwork, CaipNetworkId, ChainNamespace } from '../caip/types.js';
import { InvalidNetworkError } from './errors.js';

/** A network as an app or adapter writes it: `chainNamespace` and `caipNetworkId` may be left out. */
export type NetworkDefinition = Omit<CaipNetwork, 'caipNetworkId' | 'chainNamespace'> & {
  /** Default: from `caipNetworkId` if given, else `eip155` for a numeric `id`. */
  chainNamespace?: ChainNamespace;
  /** Default: `${chainNamespace}:${id}`. When given, it must equal that. */
  caipNetworkId?: CaipNetworkId;
};

/**
 * Checks a network definition and returns it as a frozen {@link CaipNetwork}, with `chainNamespace` and
 * `caipNetworkId` filled in. Only the fields of `CaipNetwork` are kept (a viem chain's formatters, for
 * example, are dropped), and every array and object is copied, so later changes to the input do not leak in.
 *
 * Rules: eip155 ids are positive safe integers and other ids strings, both fitting CAIP-2 and, for a known
 * namespace, its reference rule (any CAIP-2 namespace is accepted: an adapter for it makes it supported); a
 * non-empty name; a native currency with a name, a symbol and integer decimals 0–255; at least one http(s) RPC URL (WebSocket URLs ws(s)); explorer URLs http(s); `sourceId` a positive integer.
 *
 * @throws {InvalidNetworkError} naming the network and the first problem found.
 */
export function defineNetwork(definition: NetworkDefinition): CaipNetwork {
  const label = labelOf(definition);
  const fail = (problem: string, cause?: unknown): never => {
    throw new InvalidNetworkError(label, problem, cause === undefined ? {} : { cause });
  };
  if (typeof definition !== 'object' || definition === null) fail('a network must be an object');

  const namespace = namespaceOf(definition, fail);
  const { id } = definition;
  if (namespace === 'eip155') {
    if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0) {
      fail('an eip155 network id must be a positive integer');
    }
  } else if (typeof id !== 'string') {
    fail(`a ${namespace} network id must be a string (the CAIP-2 reference)`);
  }
  let caipNetworkId: CaipNetworkId;
  try {
    caipNetworkId = formatCaipNetworkId(namespace, id);
  } catch (error) {
    return fail(`the id does not fit the ${namespace} namespace`, error);
  }
  if (definition.caipNetworkId !== undefined && definition.caipNetworkId !== caipNetworkId) {
    fail(`caipNetworkId ${describeInput(definition.caipNetworkId)} does not match ${caipNetworkId}`);
  }

  if (!isNonEmptyString(definition.name)) fail('the name must be a non-empty string');
  const currency = definition.nativeCurrency as unknown;
  if (!isRecord(currency)) return fail('nativeCurrency is required');
  if (!isNonEmptyString(currency.name)) fail('nativeCurrency.name must be a non-empty string');
  if (!isNonEmptyString(currency.symbol)) fail('nativeCurrency.symbol must be a non-empty string');
  const { decimals } = currency;
  if (typeof decimals !== 'number' || !Number.isInteger(decimals) || decimals < 0 || decimals > 255) {
    fail('nativeCurrency.decimals must be an integer from 0 to 255');
  }

  const rpc = (definition.rpcUrls as unknown as { default?: unknown } | undefined)?.default;
  if (!isRecord(rpc) || !Array.isArray(rpc.http) || rpc.http.length === 0) {
    return fail('rpcUrls.default.http must list at least one URL');
  }
  for (const url of rpc.http) {
    if (!isUrl(url, ['http:', 'https:'])) fail(`RPC URL ${describeInput(url)} is not an http(s) URL`);
  }
  if (rpc.webSocket !== undefined) {
    if (!Array.isArray(rpc.webSocket)) fail('rpcUrls.default.webSocket must be a list of URLs');
    for (const url of rpc.webSocket as unknown[]) {
      if (!isUrl(url, ['ws:', 'wss:'])) fail(`WebSocket URL ${describeInput(url)} is not a ws(s) URL`);
    }
  }

  const explorer = (definition.blockExplorers as unknown as { default?: unknown } | undefined)?.default;
  if (definition.blockExplorers !== undefined) {
    if (!isRecord(explorer) || !isNonEmptyString(explorer.name))
      fail('blockExplorers.default.name is required');
    if (!isUrl((explorer as { url?: unknown }).url, ['http:', 'https:'])) {
      fail('blockExplorers.default.url must be an http(s) URL');
    }
  }
  if (definition.testnet !== undefined && typeof definition.testnet !== 'boolean')
    fail('testnet must be a boolean');
  const { sourceId } = definition;
  if (sourceId !== undefined && !(Number.isSafeInteger(sourceId) && sourceId > 0)) {
    fail('sourceId must be a positive integer');
  }
  if (definition.contracts !== undefined) {
    if (!isRecord(definition.contracts)) fail('contracts must be an object');
    for (const [name, contract] of Object.entries(definition.contracts)) {
      if (!isRecord(contract) || !isNonEmptyString(contract.address))
        fail(`contract ${name} needs an address`);
      const { blockCreated } = contract;
      if (blockCreated !== undefined && !(Number.isSafeInteger(blockCreated) && blockCreated >= 0)) {
        fail(`contract ${name}: blockCreated must be a non-negative integer`);
      }
    }
  }
  if (definition.assets !== undefined) {
    const { assets } = definition;
    if (!isRecord(assets)) fail('assets must be an object');
    if (assets.imageId !== undefined && typeof assets.imageId !== 'string')
      fail('assets.imageId must be a string');
    if (assets.imageUrl !== undefined && typeof assets.imageUrl !== 'string')
      fail('assets.imageUrl must be a string');
  }

  return freezeNetwork(copyNetwork(definition, namespace, caipNetworkId));
}

function namespaceOf(definition: NetworkDefinition, fail: (problem: string) => never): ChainNamespace {
  const declared = definition.chainNamespace;
  if (declared !== undefined && !isChainNamespace(declared)) {
    fail(`chainNamespace ${describeInput(declared)} is not a CAIP-2 namespace (3 to 8 of a-z, 0-9, "-")`);
  }
  if (definition.caipNetworkId !== undefined) {
    const problem = caipNetworkIdProblem(definition.caipNetworkId);
    if (problem !== undefined) fail(`caipNetworkId ${describeInput(definition.caipNetworkId)}: ${problem}`);
    const { namespace } = parseCaipNetworkId(definition.caipNetworkId);
    if (declared !== undefined && declared !== namespace) {
      fail(`chainNamespace ${declared} does not match caipNetworkId ${definition.caipNetworkId}`);
    }
    return namespace;
  }
  if (declared !== undefined) return declared;
  if (typeof definition.id === 'number') return 'eip155';
  return fail('chainNamespace is required for a network whose id is not a number');
}

/** A copy of the `CaipNetwork` fields only. */
function copyNetwork(
  definition: NetworkDefinition,
  chainNamespace: ChainNamespace,
  caipNetworkId: CaipNetworkId,
): CaipNetwork {
  const { webSocket } = definition.rpcUrls.default;
  const network: CaipNetwork = {
    id: definition.id,
    caipNetworkId,
    chainNamespace,
    name: definition.name,
    nativeCurrency: {
      name: definition.nativeCurrency.name,
      symbol: definition.nativeCurrency.symbol,
      decimals: definition.nativeCurrency.decimals,
    },
    rpcUrls: {
      default: {
        http: [...definition.rpcUrls.default.http],
        ...(webSocket ? { webSocket: [...webSocket] } : {}),
      },
    },
  };
  const explorer = definition.blockExplorers?.default;
  if (explorer) network.blockExplorers = { default: { name: explorer.name, url: explorer.url } };
  if (definition.testnet !== undefined) network.testnet = definition.testnet;
  if (definition.sourceId !== undefined) network.sourceId = definition.sourceId;
  if (definition.contracts !== undefined) {
    network.contracts = Object.fromEntries(
      Object.entries(definition.contracts).map(([name, { address, blockCreated }]) => [
        name,
        blockCreated === undefined ? { address } : { address, blockCreated },
      ]),
    );
  }
  if (definition.assets !== undefined) {
    const { imageId, imageUrl } = definition.assets;
    network.assets = {
      ...(imageId === undefined ? {} : { imageId }),
      ...(imageUrl === undefined ? {} : { imageUrl }),
    };
  }
  return network;
}

/** Freezes a network and every object and array inside it. Pure: returns its argument. */
export function freezeNetwork<T extends CaipNetwork>(network: T): T {
  const freeze = (value: unknown): void => {
    if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return;
    for (const inner of Object.values(value)) freeze(inner);
    Object.freeze(value);
  };
  freeze(network);
  return network;
}

function labelOf(definition: unknown): string {
  if (!isRecord(definition)) return 'network';
  const name = typeof definition.name === 'string' && definition.name !== '' ? definition.name : 'unnamed';
  const id =
    typeof definition.id === 'number' || typeof definition.id === 'string' ? String(definition.id) : '?';
  return `network ${describeInput(name)} (id ${describeInput(id)})`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isNonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

function isUrl(value: unknown, protocols: readonly string[]): boolean {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return protocols.includes(url.protocol) && url.hostname !== '';
  } catch {
    return false;
  }
}
