import {
  CAIP2_NAMESPACE_PATTERN,
  CAIP2_REFERENCE_PATTERN,
  CAIP10_ADDRESS_PATTERN,
} from '../caip/patterns.js';
import { isEvmAddress, toChecksumAddress } from '../validation/evm-address.js';

/**
 * How one namespace writes its sign-in message: the account's name in the first line, where `Chain ID` goes,
 * how the statement is set off, and which addresses and chain references it takes.
 *
 * - eip155: ERC-4361 exactly. "Ethereum account", EIP-55 address, `Chain ID` after `Version`, and the lines
 *   around the statement kept when there is none (address, two empty lines, `URI`).
 * - solana: Sign in with Solana as Phantom and Solflare show it (`createSignInMessageText` of the Wallet
 *   Standard): "Solana account", `Chain ID` after `Version`, no statement → no statement block.
 * - any other namespace: the CAIP-122 template: `Chain ID` after `Request ID`, no statement → no block.
 * Reading, solana and the template take `Chain ID` in either place (once), so a message written either way reads.
 */
export type SiwxForm = {
  readonly namespace: string;
  /** The ecosystem's name in "sign in with your … account:". */
  readonly accountName: string;
  /** Where `createSiwxMessage` writes `Chain ID`. */
  readonly chainIdAfter: 'version' | 'requestId';
  /** ERC-4361 keeps the statement's empty lines when there is no statement. */
  readonly keepsEmptyStatement: boolean;
  isAddress(address: string): boolean;
  isChainReference(reference: string): boolean;
};

const BASE58 = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;
const CAIP10_ACCOUNT = CAIP10_ADDRESS_PATTERN;
const CAIP2_REFERENCE = CAIP2_REFERENCE_PATTERN;
const CAIP2_NAMESPACE = CAIP2_NAMESPACE_PATTERN;

const EIP155: SiwxForm = {
  namespace: 'eip155',
  accountName: 'Ethereum',
  chainIdAfter: 'version',
  keepsEmptyStatement: true,
  // ERC-4361: the address MUST be in its EIP-55 form (all lower case only when that is its EIP-55 form).
  isAddress: (address) => isEvmAddress(address) && toChecksumAddress(address) === address,
  isChainReference: (reference) => /^[1-9][0-9]{0,31}$/.test(reference),
};

const SOLANA: SiwxForm = {
  namespace: 'solana',
  accountName: 'Solana',
  chainIdAfter: 'version',
  keepsEmptyStatement: false,
  isAddress: (address) => BASE58.test(address),
  isChainReference: (reference) => CAIP2_REFERENCE.test(reference),
};

/** The names people know the other namespaces WalletDock knows by. */
const ACCOUNT_NAMES: Readonly<Record<string, string>> = {
  bip122: 'Bitcoin',
  polkadot: 'Polkadot',
  cosmos: 'Cosmos',
};

function genericForm(namespace: string): SiwxForm {
  return {
    namespace,
    accountName: ACCOUNT_NAMES[namespace] ?? namespace,
    chainIdAfter: 'requestId',
    keepsEmptyStatement: false,
    isAddress: (address) => CAIP10_ACCOUNT.test(address),
    isChainReference: (reference) => CAIP2_REFERENCE.test(reference),
  };
}

/** The form of a namespace (any valid CAIP-2 namespace), or undefined for an invalid one. */
export function formOfNamespace(namespace: string): SiwxForm | undefined {
  if (namespace === 'eip155') return EIP155;
  if (namespace === 'solana') return SOLANA;
  return CAIP2_NAMESPACE.test(namespace) ? genericForm(namespace) : undefined;
}

/** The form a first line's account name stands for ("Ethereum" → eip155, "Bitcoin" → bip122, "tron" → tron). */
export function formOfAccountName(name: string): SiwxForm | undefined {
  if (name === EIP155.accountName) return EIP155;
  if (name === SOLANA.accountName) return SOLANA;
  const known = Object.entries(ACCOUNT_NAMES).find(([, accountName]) => accountName === name);
  return formOfNamespace(known ? known[0] : name);
}
