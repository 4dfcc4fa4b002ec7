import type { Address, TypedDataDefinition } from 'viem';
import { ProviderRpcError } from './errors.js';
import { describeValue, expectObject, parseAddress, positionalParams } from './params.js';

type TypeField = { name: string; type: string };
type TypeMap = Record<string, TypeField[]>;

/** The parsed params of `eth_signTypedData_v4`. */
export type ParsedTypedDataRequest = { address: Address; typedData: TypedDataDefinition };

const INTEGER_TYPE = /^u?int(\d*)$/;
const ARRAY_SUFFIX = /\[(\d*)\]$/;
const DOMAIN_FIELD_TYPES: Readonly<Record<string, string>> = {
  name: 'string',
  version: 'string',
  chainId: 'uint256',
  verifyingContract: 'address',
  salt: 'bytes32',
};

/**
 * Parses the params of `eth_signTypedData_v4`: `[address, typedData]` where `typedData` is the EIP-712 JSON
 * (`{ types, primaryType, domain, message }`) as a string (or, leniently, as an object). Integer values given as
 * numbers, decimal strings or hex strings become bigints. When the domain has a `chainId`, it must be the
 * current chain, as real wallets require.
 *
 * @throws {ProviderRpcError} -32602 when malformed.
 */
export function parseSignTypedDataParams(params: unknown, currentChainId: number): ParsedTypedDataRequest {
  const [rawAddress, rawTypedData] = positionalParams('eth_signTypedData_v4', params, 2);
  const address = parseAddress(rawAddress, 'eth_signTypedData_v4 address');
  let json: unknown = rawTypedData;
  if (typeof rawTypedData === 'string') {
    try {
      json = JSON.parse(rawTypedData);
    } catch {
      throw ProviderRpcError.invalidParams('eth_signTypedData_v4 typed data is not valid JSON.');
    }
  }
  const data = expectObject(json, 'eth_signTypedData_v4 typed data');
  const types = parseTypes(data.types);
  const { primaryType } = data;
  if (
    typeof primaryType !== 'string' ||
    (primaryType !== 'EIP712Domain' && types[primaryType] === undefined)
  ) {
    throw ProviderRpcError.invalidParams(
      `primaryType ${describeValue(primaryType)} is not one of the types.`,
    );
  }

  const domainTypes = types.EIP712Domain;
  const rawDomain = expectObject(data.domain ?? {}, 'domain');
  const domain =
    domainTypes === undefined
      ? normaliseDomainWithoutType(rawDomain, types)
      : normaliseStruct(rawDomain, domainTypes, types, 'domain');
  const chainId = domain.chainId;
  if (typeof chainId === 'bigint' && chainId !== BigInt(currentChainId)) {
    throw ProviderRpcError.invalidParams(
      `Provided chainId ${chainId} must match the active chainId ${currentChainId}.`,
    );
  }

  const primaryFields = types[primaryType];
  const message =
    primaryType === 'EIP712Domain' || primaryFields === undefined
      ? {}
      : normaliseStruct(expectObject(data.message, 'message'), primaryFields, types, 'message');

  const typedData = { types, primaryType, domain, message } as unknown as TypedDataDefinition;
  return { address, typedData };
}

function parseTypes(value: unknown): TypeMap {
  const types = expectObject(value, 'types');
  const result: TypeMap = {};
  for (const [name, fields] of Object.entries(types)) {
    if (!Array.isArray(fields)) throw ProviderRpcError.invalidParams(`types.${name} must be an array.`);
    result[name] = fields.map((field: unknown, index) => {
      const { name: fieldName, type } = expectObject(field, `types.${name}[${index}]`);
      if (typeof fieldName !== 'string' || typeof type !== 'string' || type === '') {
        throw ProviderRpcError.invalidParams(
          `types.${name}[${index}] must be { name: string, type: string }.`,
        );
      }
      return { name: fieldName, type };
    });
  }
  return result;
}

function normaliseDomainWithoutType(
  domain: Record<string, unknown>,
  types: TypeMap,
): Record<string, unknown> {
  const fields: TypeField[] = [];
  for (const name of Object.keys(domain)) {
    const type = DOMAIN_FIELD_TYPES[name];
    if (type === undefined) throw ProviderRpcError.invalidParams(`domain has an unknown field "${name}".`);
    fields.push({ name, type });
  }
  return normaliseStruct(domain, fields, types, 'domain');
}

function normaliseStruct(
  value: Record<string, unknown>,
  fields: readonly TypeField[],
  types: TypeMap,
  path: string,
): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const field of fields) {
    const fieldValue = value[field.name];
    if (fieldValue === undefined) continue;
    result[field.name] = normaliseValue(fieldValue, field.type, types, `${path}.${field.name}`);
  }
  return result;
}

function normaliseValue(value: unknown, type: string, types: TypeMap, path: string): unknown {
  const array = ARRAY_SUFFIX.exec(type);
  if (array) {
    if (!Array.isArray(value)) throw ProviderRpcError.invalidParams(`${path} must be an array.`);
    const itemType = type.slice(0, array.index);
    return value.map((item: unknown, index) => normaliseValue(item, itemType, types, `${path}[${index}]`));
  }
  const struct = types[type];
  if (struct !== undefined) return normaliseStruct(expectObject(value, path), struct, types, path);
  if (INTEGER_TYPE.test(type)) return parseInteger(value, path);
  return value;
}

function parseInteger(value: unknown, path: string): bigint {
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number' && Number.isSafeInteger(value)) return BigInt(value);
  if (typeof value === 'string' && /^(?:-?\d+|0x[0-9a-f]+)$/i.test(value)) return BigInt(value);
  throw ProviderRpcError.invalidParams(`${path} must be an integer, got ${describeValue(value)}.`);
}
