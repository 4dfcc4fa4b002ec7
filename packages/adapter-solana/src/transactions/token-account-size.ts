import { MINT_ACCOUNT_SIZE, TOKEN_2022_PROGRAM_ADDRESS, TOKEN_ACCOUNT_SIZE } from './spl.js';

/** Token-2022 layout: the account type byte sits after the base account's 165 bytes, the TLV entries after it. */
const ACCOUNT_TYPE_SIZE = 1;
/** Each TLV entry: type (u16) and length (u16) before its value. */
const TLV_HEADER_SIZE = 4;
/** A Token-2022 account of exactly a multisig's size gets 2 padding bytes (the program tells them apart by size). */
const MULTISIG_SIZE = 355;

/**
 * The account extensions the token program adds when it initialises an account of a mint with these extensions
 * (Token-2022 `get_required_init_account_extensions`): mint extension type → account extension value size.
 */
const ACCOUNT_EXTENSION_OF_MINT: ReadonlyMap<number, { type: number; size: number }> = new Map([
  [1, { type: 2, size: 8 }], // TransferFeeConfig → TransferFeeAmount
  [9, { type: 13, size: 0 }], // NonTransferable → NonTransferableAccount
  [14, { type: 15, size: 1 }], // TransferHook → TransferHookAccount
  [26, { type: 27, size: 0 }], // PausableConfig → PausableAccount
]);
/** ImmutableOwner: the associated token account program sets it on every Token-2022 account it creates. */
const IMMUTABLE_OWNER = 7;

/** The extension types in a Token-2022 mint's TLV data (after its base, padding and account type byte). */
function mintExtensionTypes(data: Uint8Array): number[] {
  const types: number[] = [];
  if (data.length <= MINT_ACCOUNT_SIZE) return types;
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  for (
    let offset = TOKEN_ACCOUNT_SIZE + ACCOUNT_TYPE_SIZE;
    offset + TLV_HEADER_SIZE <= data.length;
    offset += TLV_HEADER_SIZE + view.getUint16(offset + 2, true)
  ) {
    const type = view.getUint16(offset, true);
    if (type === 0) break; // Uninitialized: the rest is unused space
    types.push(type);
  }
  return types;
}

/**
 * The data size of the associated token account that the ATA program creates for a mint: 165 bytes under the
 * SPL Token program; under Token-2022, the base, the account type byte and the TLV entries of ImmutableOwner and
 * of the account extensions the mint's extensions require. The rent the sender pays is this size's rent-exempt
 * minimum.
 */
export function associatedTokenAccountSize(mint: { owner: string; data: Uint8Array }): number {
  if (mint.owner !== TOKEN_2022_PROGRAM_ADDRESS) return TOKEN_ACCOUNT_SIZE;
  const sizes = new Map<number, number>([[IMMUTABLE_OWNER, 0]]);
  for (const type of mintExtensionTypes(mint.data)) {
    const required = ACCOUNT_EXTENSION_OF_MINT.get(type);
    if (required) sizes.set(required.type, required.size);
  }
  let size = TOKEN_ACCOUNT_SIZE + ACCOUNT_TYPE_SIZE;
  for (const valueSize of sizes.values()) size += TLV_HEADER_SIZE + valueSize;
  return size === MULTISIG_SIZE ? size + 2 : size;
}
