import { type AccountInfo, PublicKey, VersionedMessage, VersionedTransaction } from '@solana/web3.js';
import { decodeBase58, encodeBase58 } from './base58.js';
import { LAMPORTS_PER_SIGNATURE, type Ledger, type TransactionRecord } from './ledger.js';
import { invalidParams, RPC_ERROR, SolanaRpcError } from './rpc-error.js';
import {
  decodeTokenAccount,
  mintDecimals,
  parsedTokenData,
  tokenProgramName,
  uiTokenAmount,
} from './token-accounts.js';
import { transactionErrorText } from './transaction-error.js';

/** What `getVersion` answers: a fixed value (LiteSVM has no node version; web3.js only reads it as text). */
export const LOCAL_SOLANA_CORE_VERSION = '2.3.0';
/** The slots of an epoch that `getEpochInfo` reports (mainnet's value). */
const SLOTS_PER_EPOCH = 432_000;
/** `getSignatureStatuses` accepts at most this many signatures, like a node. */
const MAX_SIGNATURE_STATUSES = 256;
/** `getMultipleAccounts` accepts at most this many keys, like a node. */
const MAX_MULTIPLE_ACCOUNTS = 100;

/** A JSON-RPC method: receives the `params` array, returns the `result` or throws a `SolanaRpcError`. */
export type RpcMethod = (params: readonly unknown[]) => unknown;

/** Creates the HTTP JSON-RPC methods of the local chain over its ledger. */
export function createRpcMethods(ledger: Ledger, info: { genesisHash: string }): Record<string, RpcMethod> {
  const context = () => ({ apiVersion: LOCAL_SOLANA_CORE_VERSION, slot: ledger.slot() });
  const withContext = (value: unknown) => ({ context: context(), value });

  const decimalsOf = (mint: string): number | undefined => {
    const address = new PublicKey(mint);
    return mintDecimals(address, ledger.account(address));
  };

  function accountJson(address: PublicKey, account: AccountInfo<Uint8Array> | null, encoding: string) {
    if (account === null) return null;
    let data: unknown;
    if (encoding === 'jsonParsed') {
      data = parsedTokenData(address, account, decimalsOf) ?? [
        Buffer.from(account.data).toString('base64'),
        'base64',
      ];
    } else if (encoding === 'base58') {
      data = [encodeBase58(account.data), 'base58'];
    } else {
      data = [Buffer.from(account.data).toString('base64'), 'base64'];
    }
    return {
      data,
      executable: account.executable,
      lamports: account.lamports,
      owner: account.owner.toBase58(),
      rentEpoch: account.rentEpoch ?? 0,
      space: account.data.length,
    };
  }

  function decodeWire(value: unknown, encoding: string): VersionedTransaction {
    if (typeof value !== 'string') throw invalidParams('Invalid params: the transaction must be a string');
    let bytes: Uint8Array | undefined;
    if (encoding === 'base64') {
      if (!/^[A-Za-z0-9+/]*={0,2}$/.test(value)) throw invalidParams('invalid base64 encoding: InvalidByte');
      bytes = Buffer.from(value, 'base64');
    } else if (encoding === 'base58') {
      bytes = decodeBase58(value);
      if (bytes === undefined) throw invalidParams('invalid base58 encoding: InvalidCharacter');
    } else {
      throw invalidParams(
        `Invalid params: unsupported encoding: ${encoding}. Supported encodings: base58, base64`,
      );
    }
    try {
      const transaction = VersionedTransaction.deserialize(bytes);
      if (transaction.signatures.length === 0) throw new Error('the transaction has no signatures');
      return transaction;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw invalidParams(
        `failed to deserialize solana_transaction::versioned::VersionedTransaction: ${reason}`,
      );
    }
  }

  function simulationValue(outcome: ReturnType<Ledger['simulate']>, accounts: unknown) {
    return {
      err: outcome.err,
      logs: outcome.logs,
      accounts,
      unitsConsumed: outcome.unitsConsumed,
      returnData:
        outcome.returnData === null
          ? null
          : {
              programId: outcome.returnData.programId,
              data: [Buffer.from(outcome.returnData.data).toString('base64'), 'base64'],
            },
      innerInstructions: null,
      replacementBlockhash: null,
    };
  }

  function statusJson(record: TransactionRecord) {
    return {
      slot: record.slot,
      confirmations: null,
      err: record.err,
      status: record.err === null ? { Ok: null } : { Err: record.err },
      confirmationStatus: 'finalized',
    };
  }

  function transactionJson(record: TransactionRecord, encoding: string, maxVersion: number | undefined) {
    const transaction = record.transaction;
    if (transaction === undefined) return null;
    const message = transaction.message;
    const version = message.version;
    if (version === 0 && maxVersion === undefined) {
      throw new SolanaRpcError(
        RPC_ERROR.unsupportedTransactionVersion,
        'Transaction version (0) is not supported by the requesting client. Please try the request again with ' +
          'the following configuration parameter: "maxSupportedTransactionVersion": 0',
      );
    }
    let encoded: unknown;
    if (encoding === 'base64') encoded = [Buffer.from(transaction.serialize()).toString('base64'), 'base64'];
    else if (encoding === 'base58') encoded = [encodeBase58(transaction.serialize()), 'base58'];
    else if (encoding === 'json') {
      encoded = {
        signatures: transaction.signatures.map((signature) => encodeBase58(signature)),
        message: {
          accountKeys: message.staticAccountKeys.map((key) => key.toBase58()),
          header: message.header,
          recentBlockhash: message.recentBlockhash,
          instructions: message.compiledInstructions.map((instruction) => ({
            programIdIndex: instruction.programIdIndex,
            accounts: [...instruction.accountKeyIndexes],
            data: encodeBase58(instruction.data),
            stackHeight: null,
          })),
          ...(version === 0
            ? {
                addressTableLookups: message.addressTableLookups.map((lookup) => ({
                  accountKey: lookup.accountKey.toBase58(),
                  writableIndexes: [...lookup.writableIndexes],
                  readonlyIndexes: [...lookup.readonlyIndexes],
                })),
              }
            : {}),
        },
      };
    } else {
      throw invalidParams(
        `Invalid params: unsupported encoding: ${encoding}. Supported encodings: json, base58, base64`,
      );
    }
    return {
      slot: record.slot,
      blockTime: record.blockTime,
      version,
      transaction: encoded,
      meta: {
        err: record.err,
        status: record.err === null ? { Ok: null } : { Err: record.err },
        fee: record.fee,
        preBalances: record.preBalances,
        postBalances: record.postBalances,
        innerInstructions: [],
        logMessages: record.logs,
        preTokenBalances: [],
        postTokenBalances: [],
        rewards: [],
        loadedAddresses: { writable: [], readonly: [] },
        computeUnitsConsumed: record.unitsConsumed,
      },
    };
  }

  const methods: Record<string, RpcMethod> = {
    getHealth: () => 'ok',
    getVersion: () => ({ 'solana-core': LOCAL_SOLANA_CORE_VERSION, 'feature-set': 0 }),
    getGenesisHash: () => info.genesisHash,
    getSlot: () => ledger.slot(),
    getBlockHeight: () => ledger.blockHeight(),
    getTransactionCount: () => ledger.transactionCount(),
    getEpochInfo: () => ({
      absoluteSlot: ledger.slot(),
      blockHeight: ledger.blockHeight(),
      epoch: Math.floor(ledger.slot() / SLOTS_PER_EPOCH),
      slotIndex: ledger.slot() % SLOTS_PER_EPOCH,
      slotsInEpoch: SLOTS_PER_EPOCH,
      transactionCount: ledger.transactionCount(),
    }),
    getLatestBlockhash: () => withContext(ledger.latestBlockhash()),
    isBlockhashValid: ([blockhash]) => {
      if (typeof blockhash !== 'string')
        throw invalidParams('Invalid params: the blockhash must be a string');
      return withContext(ledger.isBlockhashValid(blockhash));
    },
    getBalance: ([address]) => withContext(ledger.balance(publicKey(address))),
    getAccountInfo: ([address, config]) => {
      const key = publicKey(address);
      return withContext(accountJson(key, ledger.account(key), encodingOf(config, 'base64')));
    },
    getMultipleAccounts: ([addresses, config]) => {
      if (!Array.isArray(addresses)) throw invalidParams('Invalid params: expected an array of addresses');
      if (addresses.length > MAX_MULTIPLE_ACCOUNTS) {
        throw invalidParams(`Too many inputs provided; max ${MAX_MULTIPLE_ACCOUNTS}`);
      }
      const encoding = encodingOf(config, 'base64');
      return withContext(
        addresses.map((address) => {
          const key = publicKey(address);
          return accountJson(key, ledger.account(key), encoding);
        }),
      );
    },
    getMinimumBalanceForRentExemption: ([length]) => {
      if (typeof length !== 'number' || !Number.isInteger(length) || length < 0) {
        throw invalidParams('Invalid params: the data length must be a non-negative integer');
      }
      return ledger.minimumBalanceForRentExemption(length);
    },
    getFeeForMessage: ([message]) => {
      if (typeof message !== 'string')
        throw invalidParams('Invalid params: the message must be a base64 string');
      let parsed: VersionedMessage;
      try {
        parsed = VersionedMessage.deserialize(Buffer.from(message, 'base64'));
      } catch (error) {
        throw invalidParams(`invalid message: ${error instanceof Error ? error.message : String(error)}`);
      }
      if (!ledger.isBlockhashValid(parsed.recentBlockhash)) return withContext(null);
      return withContext(LAMPORTS_PER_SIGNATURE * parsed.header.numRequiredSignatures);
    },
    requestAirdrop: ([address, lamports]) => {
      const key = publicKey(address);
      if (typeof lamports !== 'number' || !Number.isSafeInteger(lamports) || lamports <= 0) {
        throw invalidParams('Invalid params: lamports must be a positive integer');
      }
      return ledger.airdrop(key, BigInt(lamports));
    },
    sendTransaction: ([wire, config]) => {
      const options = configObject(config);
      const transaction = decodeWire(wire, stringOption(options, 'encoding') ?? 'base58');
      if (options.skipPreflight !== true) {
        const preflight = ledger.simulate(transaction, {
          sigVerify: true,
          replaceRecentBlockhash: false,
          accounts: [],
        });
        if (preflight.err === 'SignatureFailure') {
          throw new SolanaRpcError(
            RPC_ERROR.signatureVerificationFailure,
            'Transaction signature verification failure',
          );
        }
        if (preflight.err !== null) {
          throw new SolanaRpcError(
            RPC_ERROR.preflightFailure,
            `Transaction simulation failed: ${transactionErrorText(preflight.err)}`,
            simulationValue(preflight, null),
          );
        }
      }
      return ledger.execute(transaction).signature;
    },
    simulateTransaction: ([wire, config]) => {
      const options = configObject(config);
      const transaction = decodeWire(wire, stringOption(options, 'encoding') ?? 'base58');
      const sigVerify = options.sigVerify === true;
      const replaceRecentBlockhash = options.replaceRecentBlockhash === true;
      if (sigVerify && replaceRecentBlockhash) {
        throw invalidParams('sigVerify may not be used with replaceRecentBlockhash');
      }
      const accountsOption = configObject(options.accounts);
      const addresses = Array.isArray(accountsOption.addresses)
        ? accountsOption.addresses.map(publicKey)
        : undefined;
      const outcome = ledger.simulate(transaction, {
        sigVerify,
        replaceRecentBlockhash,
        accounts: addresses ?? [],
      });
      const encoding = stringOption(accountsOption, 'encoding') ?? 'base64';
      const accounts =
        addresses === undefined
          ? null
          : addresses.map((address, index) =>
              accountJson(address, outcome.accounts[index] ?? null, encoding),
            );
      return withContext({
        ...simulationValue(outcome, accounts),
        replacementBlockhash: replaceRecentBlockhash ? ledger.latestBlockhash() : null,
      });
    },
    getSignatureStatuses: ([signatures]) => {
      if (!Array.isArray(signatures)) throw invalidParams('Invalid params: expected an array of signatures');
      if (signatures.length > MAX_SIGNATURE_STATUSES) {
        throw invalidParams(`Too many inputs provided; max ${MAX_SIGNATURE_STATUSES}`);
      }
      return withContext(
        signatures.map((signature) => {
          const record = ledger.record(signatureParam(signature));
          return record === undefined ? null : statusJson(record);
        }),
      );
    },
    getTransaction: ([signature, config]) => {
      const options = typeof config === 'string' ? { commitment: config } : configObject(config);
      const commitment = stringOption(options, 'commitment');
      if (commitment === 'processed') {
        throw invalidParams('Method does not support commitment below `confirmed`');
      }
      const record = ledger.record(signatureParam(signature));
      if (record === undefined) return null;
      const maxVersion = options.maxSupportedTransactionVersion;
      return transactionJson(
        record,
        stringOption(options, 'encoding') ?? 'json',
        typeof maxVersion === 'number' ? maxVersion : undefined,
      );
    },
    getTokenAccountsByOwner: ([owner, filter, config]) => {
      const ownerKey = publicKey(owner);
      const filterObject = configObject(filter);
      const encoding = encodingOf(config, 'base64');
      let accounts: ReturnType<Ledger['tokenAccountsByOwner']>;
      if (filterObject.mint !== undefined) {
        const mint = publicKey(filterObject.mint);
        const mintAccount = ledger.account(mint);
        if (mintAccount === null || tokenProgramName(mintAccount.owner) === undefined) {
          throw invalidParams('Invalid param: could not find mint');
        }
        accounts = ledger.tokenAccountsByOwner(ownerKey, { mint });
      } else if (filterObject.programId !== undefined) {
        const programId = publicKey(filterObject.programId);
        if (tokenProgramName(programId) === undefined) {
          throw invalidParams('Invalid param: unrecognized Token program id');
        }
        accounts = ledger.tokenAccountsByOwner(ownerKey, { programId });
      } else {
        throw invalidParams('Invalid params: the filter must be { mint } or { programId }');
      }
      return withContext(
        accounts.map(({ address, info: account }) => ({
          pubkey: address.toBase58(),
          account: accountJson(address, account, encoding),
        })),
      );
    },
    getTokenAccountBalance: ([address]) => {
      const key = publicKey(address);
      const account = ledger.account(key);
      if (account === null) throw invalidParams('Invalid param: could not find account');
      const token = decodeTokenAccount(key, account);
      if (token === undefined) throw invalidParams('Invalid param: not a Token account');
      const decimals = decimalsOf(token.mint);
      if (decimals === undefined) throw invalidParams('Invalid param: could not find mint');
      return withContext(uiTokenAmount(token.amount, decimals));
    },
  };
  return methods;
}

function publicKey(value: unknown): PublicKey {
  if (typeof value !== 'string') throw invalidParams('Invalid param: expected a base58 address string');
  const bytes = decodeBase58(value);
  if (bytes === undefined) throw invalidParams('Invalid param: Invalid');
  if (bytes.length !== 32) throw invalidParams('Invalid param: WrongSize');
  return new PublicKey(bytes);
}

function signatureParam(value: unknown): string {
  const bytes = typeof value === 'string' ? decodeBase58(value) : undefined;
  if (bytes === undefined || bytes.length !== 64) throw invalidParams('Invalid param: WrongSize');
  return value as string;
}

function configObject(value: unknown): Record<string, unknown> {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value))
    throw invalidParams('Invalid params: expected a config object');
  return value as Record<string, unknown>;
}

function stringOption(options: Record<string, unknown>, name: string): string | undefined {
  const value = options[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw invalidParams(`Invalid params: "${name}" must be a string`);
  return value;
}

const ACCOUNT_ENCODINGS = new Set(['base64', 'base58', 'jsonParsed']);

function encodingOf(config: unknown, fallback: string): string {
  const encoding = stringOption(configObject(config), 'encoding') ?? fallback;
  if (!ACCOUNT_ENCODINGS.has(encoding)) {
    throw invalidParams(
      `Invalid params: unsupported encoding: ${encoding}. Supported encodings: base58, base64, jsonParsed`,
    );
  }
  return encoding;
}
