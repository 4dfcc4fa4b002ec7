import type { Connection } from '@solana/web3.js';
import {
  type CaipNetwork,
  type CaipNetworkId,
  type ChainAdapter,
  type ConnectorSessions,
  throwIfCancelled,
  untilCancelled,
} from '@walletdock/core';
import type { WalletAccount } from '../connectors/types.js';
import { toWalletChain } from '../networks/chain-id.js';
import { loadWeb3 } from '../rpc/web3.js';
import { isLegacyTransaction, transactionBytes } from '../signing/serialize.js';
import { signSolanaMessage } from '../signing/sign-message.js';
import {
  signAndSendSolanaTransaction,
  signSolanaTransaction,
  walletOptionsOf,
} from '../signing/sign-transaction.js';
import { parseTransferRequest, sendOptionsOf } from '../transactions/request.js';
import { buildTransferTransaction, estimateTransactionFee } from '../transactions/transfer.js';
import { estimateTransferFee } from '../transfers/estimate-fee.js';
import { waitForSignature } from '../transfers/wait-for-signature.js';
import type { SolanaAdapterMethods, SolanaWalletTarget } from './types.js';
import { accountOf, type SolanaSession } from './wallet-session.js';

type SendOptions = Parameters<typeof signAndSendSolanaTransaction>[0]['options'];

/** web3.js `sendRawTransaction` options from the wallet's send options (unset ones left out). */
function rawSendOptionsOf(
  walletOptions: Parameters<NonNullable<Parameters<typeof signAndSendSolanaTransaction>[0]['send']>>[1],
) {
  return {
    ...(walletOptions?.skipPreflight === undefined ? {} : { skipPreflight: walletOptions.skipPreflight }),
    ...(walletOptions?.preflightCommitment === undefined
      ? {}
      : { preflightCommitment: walletOptions.preflightCommitment }),
    ...(walletOptions?.maxRetries === undefined ? {} : { maxRetries: walletOptions.maxRetries }),
    ...(walletOptions?.minContextSlot === undefined ? {} : { minContextSlot: walletOptions.minContextSlot }),
  };
}

/**
 * Signing and sending through a session's wallet: the adapter's `signMessage` / `sendTransaction` and the
 * Solana-specific `adapter.solana` methods. Loaded with `import()` on first use ('./rpc-methods.ts').
 */
export function solanaTransactions(params: {
  known: () => readonly CaipNetwork[];
  networkOf: (caipNetworkId: CaipNetworkId) => CaipNetwork;
  connectionOf: (caipNetworkId: CaipNetworkId) => Promise<Connection>;
  sessions: ConnectorSessions<SolanaSession>;
}) {
  const { connectionOf, sessions } = params;

  /** The chain (and network) a transaction is for: the given network, else the session's. */
  function chainFor(session: SolanaSession, caipNetworkId: CaipNetworkId | undefined) {
    if (caipNetworkId === undefined) return { chain: session.chain, caipNetworkId: session.caipNetworkId };
    params.networkOf(caipNetworkId);
    return { chain: toWalletChain(caipNetworkId, params.known()), caipNetworkId };
  }

  async function prepare(transaction: unknown, account: WalletAccount, caipNetworkId: CaipNetworkId) {
    if (isLegacyTransaction(transaction)) {
      if (transaction.feePayer === undefined || transaction.feePayer === null) {
        const { PublicKey } = await loadWeb3();
        transaction.feePayer = new PublicKey(account.address);
      }
      if (!transaction.recentBlockhash) {
        const connection = await connectionOf(caipNetworkId);
        const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash();
        transaction.recentBlockhash = blockhash;
        transaction.lastValidBlockHeight = lastValidBlockHeight;
      }
    }
    return transactionBytes(transaction);
  }

  /** The session, account, chain and prepared bytes of a request to sign. */
  async function target(
    t: SolanaWalletTarget,
    caipNetworkId: CaipNetworkId | undefined,
    transaction: unknown,
  ) {
    const session = sessions.require(t.connectorId);
    const account = accountOf(session, t.address);
    const { chain, caipNetworkId: network } = chainFor(session, caipNetworkId);
    return { session, account, chain, network, bytes: await prepare(transaction, account, network) };
  }

  async function signAndSend(
    t: SolanaWalletTarget,
    caipNetworkId: CaipNetworkId | undefined,
    transaction: unknown,
    sendOptions: SendOptions,
  ): Promise<string> {
    walletOptionsOf(sendOptions); // an invalid preflightCommitment fails before anything else
    const { session, account, chain, network, bytes } = await target(t, caipNetworkId, transaction);
    return signAndSendSolanaTransaction({
      wallet: session.wallet,
      account,
      chain,
      transaction: bytes,
      ...(sendOptions === undefined ? {} : { options: sendOptions }),
      send: async (signed, walletOptions) =>
        (await connectionOf(network)).sendRawTransaction(signed, rawSendOptionsOf(walletOptions)),
    });
  }

  async function buildTransfer(p: Parameters<SolanaAdapterMethods['buildTransfer']>[0]) {
    const transfer = parseTransferRequest(p.transaction);
    const connection = await connectionOf(p.caipNetworkId);
    return buildTransferTransaction({ connection, from: p.address, transfer });
  }

  const signMessage: SolanaAdapterMethods['signMessage'] = async ({ connectorId, address, message }) => {
    const session = sessions.require(connectorId);
    return signSolanaMessage({ wallet: session.wallet, account: accountOf(session, address), message });
  };

  /**
   * Core's `signMessage`. A cancel (core's `signal`): Wallet Standard and WalletConnect cannot withdraw a request
   * the wallet shows, so the wallet is not asked once the signal has aborted and the wait stops when it aborts.
   */
  const signMessageUntilCancelled: ChainAdapter['signMessage'] = async ({ signal, ...target }) => {
    throwIfCancelled(signal);
    return untilCancelled(signMessage(target), signal);
  };

  /** Core's `sendTransaction`: builds the SOL or SPL transfer, then signs and sends it through the wallet. */
  const sendTransfer: ChainAdapter['sendTransaction'] = async (p) => {
    const transfer = parseTransferRequest(p.transaction);
    accountOf(sessions.require(p.connectorId), p.address);
    const connection = await connectionOf(p.caipNetworkId);
    const built = await buildTransferTransaction({ connection, from: p.address, transfer });
    throwIfCancelled(p.signal); // cancelled while the transfer was built: the wallet is never asked
    return untilCancelled(
      signAndSend(
        { connectorId: p.connectorId, address: p.address },
        p.caipNetworkId,
        built,
        sendOptionsOf(transfer),
      ),
      p.signal,
    );
  };

  const methods: Omit<
    SolanaAdapterMethods,
    'getConnection' | 'getWallet' | 'getAccount' | 'getCaipNetworkId'
  > = {
    signMessage,
    async signTransaction({ connectorId, address, caipNetworkId, transaction, options: signOptions }) {
      walletOptionsOf(signOptions);
      const t = address === undefined ? { connectorId } : { connectorId, address };
      const { session, account, chain, bytes } = await target(t, caipNetworkId, transaction);
      return signSolanaTransaction({
        wallet: session.wallet,
        account,
        chain,
        transaction: bytes,
        ...(signOptions === undefined ? {} : { options: signOptions }),
      });
    },
    signAndSendTransaction: ({ connectorId, address, caipNetworkId, transaction, options }) =>
      signAndSend(
        address === undefined ? { connectorId } : { connectorId, address },
        caipNetworkId,
        transaction,
        options,
      ),
    buildTransfer,
    async estimateFee(p) {
      const built = await buildTransfer(p);
      return estimateTransactionFee(await connectionOf(p.caipNetworkId), built);
    },
  };

  /** The send feature's pricing and waiting (`ChainAdapter.transfers`; its always-loaded part: ../transfers/capability.ts). */
  const transfers: Pick<NonNullable<ChainAdapter['transfers']>, 'estimateFee' | 'waitForTransaction'> = {
    estimateFee: async ({ caipNetworkId, transfer }) =>
      estimateTransferFee(await connectionOf(caipNetworkId), transfer),
    waitForTransaction: async ({ caipNetworkId, hash, signal }) =>
      waitForSignature({ connection: await connectionOf(caipNetworkId), signature: hash, signal }),
  };

  return { signMessage: signMessageUntilCancelled, sendTransfer, methods, transfers };
}
