import type { IdentifierString, Wallet, WalletIcon } from '@wallet-standard/base';
import { encodeBase58 } from '../solana/base58.js';
import { ProviderRpcError } from '../wallet/errors.js';
import { checkSendOptions, sendSignedTransaction } from './rpc-send.js';
import {
  createSolanaWalletCore,
  registerWalletInWindow,
  type SolanaAccountData,
  type WalletStandardWindow,
} from './wallet-core.js';
import { readWireTransaction, signWireTransaction } from './wire-transaction.js';

/**
 * A request of the page that needs the wallet's user's consent, as handed to
 * {@link InPageSolanaWalletOptions.approve}: a connect, or what is to be signed (one prompt for all the inputs
 * of one call).
 */
export type InPageSolanaApproval = {
  readonly method:
    | 'standard:connect'
    | 'solana:signMessage'
    | 'solana:signTransaction'
    | 'solana:signAndSendTransaction';
  /** The wallet's account (base58). */
  readonly account: string;
  /** The messages, or the transactions in wire format, one per input (none for a connect). */
  readonly payloads: readonly Uint8Array[];
  /** The chain the transactions are for, when the page named one. */
  readonly chain?: IdentifierString;
};

/** Options of {@link registerInPageSolanaWallet}. */
export type InPageSolanaWalletOptions = {
  /** Wallet Standard name. */
  name: string;
  /** Icon (a data URI). */
  icon: WalletIcon;
  /** The 64-byte secret key (the 32-byte seed, then the public key), as in `Keypair.secretKey`. */
  secretKey: ArrayLike<number>;
  /** The chains the wallet supports (e.g. `solana:localnet`), each with the RPC URL it sends to. At least one. */
  rpcUrls: Partial<Record<IdentifierString, string>>;
  /** Decides a request that needs consent: `true` approves, `false` rejects with 4001. */
  approve(request: InPageSolanaApproval): boolean | Promise<boolean>;
  /** Whether the page is authorised from the start (a grant remembered from an earlier visit). Default false. */
  authorised?: boolean;
  /** Called when the page gains or loses the authorisation (to remember it, like an extension). */
  onAuthorisedChange?(authorised: boolean): void;
  /** The window to register into; default `globalThis`. */
  window?: WalletStandardWindow;
  /** `fetch` for the chain's JSON-RPC; default `globalThis.fetch`. */
  fetch?: typeof fetch;
};

/** A registered in-page Solana wallet: the controls of its user. */
export type InPageSolanaWallet = {
  /** The Wallet Standard wallet object that was registered. */
  readonly wallet: Wallet;
  /** The account's base58 address. */
  readonly address: string;
  /** Whether the page is authorised (connected, or restorable by a silent connect). */
  readonly authorised: boolean;
  /** The wallet's user disconnects the page: the accounts become `[]` (a `change` event), silent connects fail. */
  disconnect(): void;
  /** Disconnects the page and unregisters the wallet. */
  unregister(): void;
};

type Signer = (message: Uint8Array) => Uint8Array;
type AsyncSigner = (message: Uint8Array) => Promise<Uint8Array>;

/** PKCS#8 DER header of an ed25519 private key; the 32-byte seed follows. */
const ED25519_PKCS8_PREFIX = [
  0x30, 0x2e, 0x02, 0x01, 0x00, 0x30, 0x05, 0x06, 0x03, 0x2b, 0x65, 0x70, 0x04, 0x22, 0x04, 0x20,
];

function keyOf(secretKey: ArrayLike<number>): { seed: Uint8Array; publicKey: Uint8Array } {
  const bytes = Uint8Array.from(secretKey);
  if (bytes.length !== 64) {
    throw new TypeError(`A Solana secret key has 64 bytes; got ${bytes.length}.`);
  }
  return { seed: bytes.slice(0, 32), publicKey: bytes.slice(32) };
}

function fromBase64Url(text: string): Uint8Array {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/**
 * The key's ed25519 signer on the page's Web Crypto (no signing library in the page's bundle), imported on the
 * first signature; it checks that the seed's public key is the key's. Web Crypto needs a secure context
 * (https, or http on localhost).
 */
function lazySigner(key: { seed: Uint8Array; publicKey: Uint8Array }): () => Promise<AsyncSigner> {
  let importing: Promise<AsyncSigner> | undefined;
  const load = async (): Promise<AsyncSigner> => {
    const subtle = globalThis.crypto?.subtle;
    if (subtle === undefined) {
      throw ProviderRpcError.internal('The wallet cannot sign here: Web Crypto needs https or localhost.');
    }
    const pkcs8 = Uint8Array.from([...ED25519_PKCS8_PREFIX, ...key.seed]);
    const privateKey = await subtle.importKey('pkcs8', pkcs8, { name: 'Ed25519' }, true, ['sign']);
    const { x } = await subtle.exportKey('jwk', privateKey);
    const derived = fromBase64Url(x ?? '');
    if (derived.length !== 32 || !derived.every((byte, index) => byte === key.publicKey[index])) {
      throw ProviderRpcError.internal('The secret key does not hold the public key of its seed.');
    }
    return async (message) =>
      new Uint8Array(await subtle.sign({ name: 'Ed25519' }, privateKey, Uint8Array.from(message)));
  };
  return () => {
    importing ??= load().catch((error: unknown) => {
      importing = undefined; // tried again on the next signature
      throw ProviderRpcError.from(error);
    });
    return importing;
  };
}

/** A placeholder signature: checks that a transaction can be signed by the key before the visitor is asked. */
const NO_SIGNATURE: Signer = () => new Uint8Array(64);

/**
 * Registers a Solana wallet that lives in the page (no extension, no test process): the Wallet Standard object
 * of the test wallets (`createSolanaWalletCore`, `registerWalletInWindow`), on a backend that asks
 * `options.approve` before a non-silent connect and before every signature, signs with the key in the page
 * (ed25519 on Web Crypto) and sends to the chain's RPC with `fetch`.
 * Browser-safe: the demo's opt-in wallet. It holds a key in page memory, so give it only public test keys of a
 * local chain.
 */
export function registerInPageSolanaWallet(options: InPageSolanaWalletOptions): InPageSolanaWallet {
  const target = options.window ?? (globalThis as unknown as WalletStandardWindow);
  const chains = Object.keys(options.rpcUrls) as IdentifierString[];
  if (chains.length === 0) throw new TypeError('An in-page Solana wallet needs at least one chain.');
  const key = keyOf(options.secretKey);
  const address = encodeBase58(key.publicKey);
  const account: SolanaAccountData = { address, publicKey: key.publicKey };
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const signer = lazySigner(key);
  let authorised = options.authorised === true;

  const authorise = (next: boolean): void => {
    if (authorised === next) return;
    authorised = next;
    options.onAuthorisedChange?.(next);
  };
  /** Asks the wallet's user; the page must be authorised for anything but a connect. */
  const consent = async (request: InPageSolanaApproval): Promise<void> => {
    if (request.method !== 'standard:connect' && !authorised) {
      throw ProviderRpcError.unauthorized(`${request.method}: connect first (the site is not authorised).`);
    }
    if (!(await options.approve(request))) throw ProviderRpcError.userRejected();
  };
  const checkAccount = (requested: string): void => {
    if (!authorised || requested !== address) {
      throw ProviderRpcError.unauthorized(`The account ${requested} is not connected to this site.`);
    }
  };
  /** Checks (before the prompt) or signs (after it) the wire-format transactions of one call. */
  const signAll = (wires: readonly Uint8Array[], sign: Signer) =>
    wires.map((wire) => signWireTransaction(wire, key.publicKey, sign, address));
  /** Asks about the transactions of one call (refused without asking when the key cannot sign them). */
  const consentToTransactions = async (
    method: 'solana:signTransaction' | 'solana:signAndSendTransaction',
    wires: readonly Uint8Array[],
    chain: IdentifierString | undefined,
  ) => {
    signAll(wires, NO_SIGNATURE);
    await consent({ method, account: address, payloads: wires, ...(chain === undefined ? {} : { chain }) });
    const sign = await signer();
    const signed: ReturnType<typeof signAll> = [];
    for (const wire of wires) {
      const signature = await sign(readWireTransaction(wire).message);
      signed.push(signWireTransaction(wire, key.publicKey, () => signature, address));
    }
    return signed;
  };

  const core = createSolanaWalletCore(
    { name: options.name, icon: options.icon, chains },
    {
      async connect(silent) {
        if (silent) return authorised ? [account] : [];
        if (!authorised) await consent({ method: 'standard:connect', account: address, payloads: [] });
        authorise(true);
        return [account];
      },
      async disconnect() {
        authorise(false);
      },
      async signMessage(requests) {
        for (const request of requests) checkAccount(request.address);
        const payloads = requests.map((request) => request.message);
        await consent({ method: 'solana:signMessage', account: address, payloads });
        const sign = await signer();
        const outputs: { signedMessage: Uint8Array; signature: Uint8Array }[] = [];
        for (const { message } of requests)
          outputs.push({ signedMessage: message, signature: await sign(message) });
        return outputs;
      },
      async signTransaction(requests) {
        for (const request of requests) checkAccount(request.address);
        const wires = requests.map((request) => request.transaction);
        const signed = await consentToTransactions('solana:signTransaction', wires, requests[0]?.chain);
        return signed.map((item) => item.transaction);
      },
      async signAndSendTransaction(requests) {
        for (const request of requests) {
          checkAccount(request.address);
          checkSendOptions(request.options ?? {});
          if (options.rpcUrls[request.chain] === undefined) {
            throw ProviderRpcError.invalidParams(`The wallet has no RPC URL for ${request.chain}.`);
          }
        }
        const wires = requests.map((request) => request.transaction);
        const signed = await consentToTransactions(
          'solana:signAndSendTransaction',
          wires,
          requests[0]?.chain,
        );
        const signatures: Uint8Array[] = [];
        for (const [index, request] of requests.entries()) {
          const { transaction, signature } = signed[index] as (typeof signed)[number];
          const rpcUrl = options.rpcUrls[request.chain] as string;
          await sendSignedTransaction(rpcUrl, transaction, request.options ?? {}, fetchImpl);
          signatures.push(signature);
        }
        return signatures;
      },
    },
  );
  const unregisterWallet = registerWalletInWindow(target, core.wallet);

  const disconnect = (): void => {
    authorise(false);
    core.clearAccounts();
  };
  return {
    wallet: core.wallet,
    address,
    get authorised() {
      return authorised;
    },
    disconnect,
    unregister() {
      disconnect();
      unregisterWallet();
    },
  };
}
