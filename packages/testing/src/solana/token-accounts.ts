// Before @solana/spl-token: keeps bigint-buffer's "Failed to load bindings" line out of the output.
import './quiet-bigint-buffer.js';
import {
  ACCOUNT_SIZE,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
  unpackAccount,
  unpackMint,
} from '@solana/spl-token';
import type { AccountInfo, PublicKey } from '@solana/web3.js';

/** An SPL Token / Token-2022 account, decoded. */
export type TokenAccountData = {
  mint: string;
  owner: string;
  amount: bigint;
  delegate: string | null;
  delegatedAmount: bigint;
  state: 'initialized' | 'frozen' | 'uninitialized';
  isNative: boolean;
  rentExemptReserve: bigint | null;
  closeAuthority: string | null;
  program: 'spl-token' | 'spl-token-2022';
};

/** The JSON-RPC name of a token program, or `undefined` for any other program. */
export function tokenProgramName(programId: PublicKey): 'spl-token' | 'spl-token-2022' | undefined {
  if (programId.equals(TOKEN_PROGRAM_ID)) return 'spl-token';
  if (programId.equals(TOKEN_2022_PROGRAM_ID)) return 'spl-token-2022';
  return undefined;
}

/** Whether an account is a token account (not a mint) of SPL Token or Token-2022. */
export function isTokenAccount(info: AccountInfo<Uint8Array>): boolean {
  const program = tokenProgramName(info.owner);
  if (program === undefined || info.data.length < ACCOUNT_SIZE) return false;
  // Token-2022 accounts with extensions are longer, with the account type (2 = account) after the base layout.
  return info.data.length === ACCOUNT_SIZE || info.data[ACCOUNT_SIZE] === 2;
}

/** Decodes a token account; `undefined` when it is not one. */
export function decodeTokenAccount(
  address: PublicKey,
  info: AccountInfo<Uint8Array>,
): TokenAccountData | undefined {
  const program = tokenProgramName(info.owner);
  if (program === undefined || !isTokenAccount(info)) return undefined;
  try {
    const account = unpackAccount(address, { ...info, data: Buffer.from(info.data) }, info.owner);
    return {
      mint: account.mint.toBase58(),
      owner: account.owner.toBase58(),
      amount: account.amount,
      delegate: account.delegate?.toBase58() ?? null,
      delegatedAmount: account.delegatedAmount,
      state: account.isFrozen ? 'frozen' : account.isInitialized ? 'initialized' : 'uninitialized',
      isNative: account.isNative,
      rentExemptReserve: account.rentExemptReserve,
      closeAuthority: account.closeAuthority?.toBase58() ?? null,
      program,
    };
  } catch {
    return undefined;
  }
}

/** The decimals of a mint account; `undefined` when it is not a mint. */
export function mintDecimals(address: PublicKey, info: AccountInfo<Uint8Array> | null): number | undefined {
  if (info === null || tokenProgramName(info.owner) === undefined) return undefined;
  try {
    return unpackMint(address, { ...info, data: Buffer.from(info.data) }, info.owner).decimals;
  } catch {
    return undefined;
  }
}

/** A token amount as the node answers it (`getTokenAccountBalance`, `tokenAmount` of parsed accounts). */
export type UiTokenAmount = { amount: string; decimals: number; uiAmount: number; uiAmountString: string };

export function uiTokenAmount(amount: bigint, decimals: number): UiTokenAmount {
  const text = amount.toString().padStart(decimals + 1, '0');
  const whole = text.slice(0, text.length - decimals);
  const fraction = text.slice(text.length - decimals).replace(/0+$/, '');
  const uiAmountString = fraction === '' ? whole : `${whole}.${fraction}`;
  return { amount: amount.toString(), decimals, uiAmount: Number(uiAmountString), uiAmountString };
}

/**
 * The `jsonParsed` form of a token account or mint (`{ program, parsed, space }`), as a node answers it;
 * `undefined` for any other account (the caller then falls back to base64, like a node).
 */
export function parsedTokenData(
  address: PublicKey,
  info: AccountInfo<Uint8Array>,
  readDecimals: (mint: string) => number | undefined,
): { program: string; parsed: unknown; space: number } | undefined {
  const program = tokenProgramName(info.owner);
  if (program === undefined) return undefined;
  const account = decodeTokenAccount(address, info);
  if (account !== undefined) {
    const decimals = readDecimals(account.mint);
    if (decimals === undefined) return undefined;
    return {
      program,
      space: info.data.length,
      parsed: {
        type: 'account',
        info: {
          isNative: account.isNative,
          mint: account.mint,
          owner: account.owner,
          state: account.state,
          tokenAmount: uiTokenAmount(account.amount, decimals),
          ...(account.delegate === null
            ? {}
            : {
                delegate: account.delegate,
                delegatedAmount: uiTokenAmount(account.delegatedAmount, decimals),
              }),
          ...(account.rentExemptReserve === null
            ? {}
            : { rentExemptReserve: uiTokenAmount(account.rentExemptReserve, 9) }),
          ...(account.closeAuthority === null ? {} : { closeAuthority: account.closeAuthority }),
        },
      },
    };
  }
  try {
    const mint = unpackMint(address, { ...info, data: Buffer.from(info.data) }, info.owner);
    return {
      program,
      space: info.data.length,
      parsed: {
        type: 'mint',
        info: {
          decimals: mint.decimals,
          freezeAuthority: mint.freezeAuthority?.toBase58() ?? null,
          isInitialized: mint.isInitialized,
          mintAuthority: mint.mintAuthority?.toBase58() ?? null,
          supply: mint.supply.toString(),
        },
      },
    };
  } catch {
    return undefined;
  }
}
