import { formatUnits } from 'viem';
import type { SummaryRow } from './describe-request';
import { readU64, readWireInstructions, type WireInstruction } from './solana-wire';

/** An SPL token the Solana demo wallet knows by its mint, to describe a transfer of it in its own units. */
export type SolanaWalletToken = { readonly mint: string; readonly symbol: string; readonly decimals: number };

const SYSTEM_PROGRAM = '11111111111111111111111111111111';
const TOKEN_PROGRAMS: ReadonlySet<string> = new Set([
  'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb',
]);
const ASSOCIATED_TOKEN_PROGRAM = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL';
/** The System program's Transfer instruction (u32 little-endian 2, then the lamports). */
const SYSTEM_TRANSFER = 2;
/** The Token program's TransferChecked instruction (12, then the amount and the decimals). */
const TRANSFER_CHECKED = 12;

/** What a transaction sends, in words: the rows of the dialog and a sentence for its intro. */
export type SolanaTransferSummary = { readonly sends: string; readonly rows: readonly SummaryRow[] };

function systemTransfer(instruction: WireInstruction): SolanaTransferSummary | undefined {
  const { data, accounts } = instruction;
  if (data.length !== 12 || data[0] !== SYSTEM_TRANSFER || data[1] || data[2] || data[3]) return undefined;
  const sends = `${formatUnits(readU64(data, 4) ?? 0n, 9)} SOL`;
  return {
    sends,
    rows: [
      { label: 'To', value: accounts[1] ?? 'an account of a lookup table', mono: true },
      { label: 'Amount', value: sends },
    ],
  };
}

/** The accounts an associated-token-account instruction creates: the new account → its owner. */
function createdAccounts(instructions: readonly WireInstruction[]): Map<string, string> {
  const created = new Map<string, string>();
  for (const { program, accounts, data } of instructions) {
    // Create (no data, or 0) and CreateIdempotent (1): payer, the new account, its owner, the mint, …
    const create = data.length === 0 || (data.length === 1 && (data[0] === 0 || data[0] === 1));
    const [, account, owner] = accounts;
    if (program === ASSOCIATED_TOKEN_PROGRAM && create && account && owner) created.set(account, owner);
  }
  return created;
}

function tokenTransfer(
  instruction: WireInstruction,
  created: Map<string, string>,
  tokens: readonly SolanaWalletToken[],
): SolanaTransferSummary | undefined {
  const { data, accounts } = instruction;
  if (data.length !== 10 || data[0] !== TRANSFER_CHECKED) return undefined;
  const [, mint, destination] = accounts;
  const token = tokens.find((item) => item.mint === mint);
  const decimals = data[9] as number;
  const sends = `${formatUnits(readU64(data, 1) ?? 0n, decimals)} ${token?.symbol ?? 'tokens'}`;
  const owner = destination === undefined ? undefined : created.get(destination);
  const rows: SummaryRow[] = [
    owner
      ? { label: 'To', value: owner, mono: true }
      : { label: 'To (token account)', value: destination ?? 'an account of a lookup table', mono: true },
    { label: 'Amount', value: sends },
    { label: 'Token', value: token ? `${token.symbol} (${mint})` : (mint ?? 'unknown'), mono: true },
  ];
  if (owner) {
    rows.push({
      label: 'Creates',
      value: `The receiver's ${token?.symbol ?? 'token'} account (you pay its rent)`,
    });
  }
  return { sends, rows };
}

/**
 * What a wire-format transaction sends, when it is a transfer the wallet knows: a System transfer of SOL, or an
 * SPL `transferChecked` (with the receiver's associated token account created in the same transaction). Priority
 * fee instructions are passed over; anything else is undefined (the dialog then shows the bytes only).
 */
export function describeSolanaTransfer(
  wire: Uint8Array,
  tokens: readonly SolanaWalletToken[],
): SolanaTransferSummary | undefined {
  const instructions = readWireInstructions(wire);
  if (instructions === undefined) return undefined;
  const created = createdAccounts(instructions);
  const transfers: SolanaTransferSummary[] = [];
  for (const instruction of instructions) {
    const { program } = instruction;
    const transfer =
      program === SYSTEM_PROGRAM
        ? systemTransfer(instruction)
        : program !== undefined && TOKEN_PROGRAMS.has(program)
          ? tokenTransfer(instruction, created, tokens)
          : undefined;
    if (transfer) transfers.push(transfer);
  }
  return transfers.length === 1 ? transfers[0] : undefined;
}
