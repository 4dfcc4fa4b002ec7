import { generateKeyPairSync, randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { encodeBase58, type LocalStackInfo } from '@walletdock/testing';
import jsqr from 'jsqr';

/**
 * What the Send and Receive journeys read from the local chains themselves, over JSON-RPC from the test (never
 * through the page): ERC-20 and native balances, nonces, receipts with their Transfer logs, Solana balances,
 * token accounts and their existence. And the fresh accounts they send from and to, so that no other journey's
 * balances move (the ten dev accounts are shared by every spec).
 */

/** One JSON-RPC call; throws the node's error. */
export async function rpc<T>(rpcUrl: string, method: string, params: unknown[]): Promise<T> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const body = (await response.json()) as { result?: T; error?: { message: string } };
  if (body.error !== undefined || !('result' in body)) {
    throw new Error(`${method} failed: ${body.error?.message ?? 'no result'}`);
  }
  return body.result as T;
}

// ─── EVM (anvil) ─────────────────────────────────────────────────────────────────────────────────────

/** keccak256("Transfer(address,address,uint256)"): topic 0 of an ERC-20 Transfer log. */
export const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';

const word = (value: bigint | string) =>
  (typeof value === 'bigint' ? value.toString(16) : value.replace(/^0x/, '')).padStart(64, '0');

/** The native balance in wei. */
export async function ethBalance(rpcUrl: string, address: string): Promise<bigint> {
  return BigInt(await rpc<string>(rpcUrl, 'eth_getBalance', [address, 'latest']));
}

/** An ERC-20 balance in base units (`balanceOf`). */
export async function erc20Balance(rpcUrl: string, token: string, owner: string): Promise<bigint> {
  const data = `0x70a08231${word(owner.toLowerCase())}`;
  return BigInt(await rpc<string>(rpcUrl, 'eth_call', [{ to: token, data }, 'latest']));
}

/** The transactions sent from `address` so far (`eth_getTransactionCount` at the latest block). */
export async function nonce(rpcUrl: string, address: string): Promise<number> {
  return Number(await rpc<string>(rpcUrl, 'eth_getTransactionCount', [address, 'latest']));
}

/** An ERC-20 Transfer log, decoded. */
export type TransferLog = { token: string; from: string; to: string; value: bigint };

/** A mined transaction's receipt: its status, its sender and target, its gas cost and its Transfer logs. */
export type Receipt = {
  status: 'success' | 'reverted';
  from: string;
  to: string | null;
  /** gasUsed × effectiveGasPrice, in wei. */
  fee: bigint;
  transfers: TransferLog[];
};

type RawReceipt = {
  status: string;
  from: string;
  to: string | null;
  gasUsed: string;
  effectiveGasPrice: string;
  logs: { address: string; topics: string[]; data: string }[];
};

const topicAddress = (topic: string | undefined) => `0x${(topic ?? '').slice(-40)}`;

/** The receipt of `hash` (undefined while it is not mined), with its ERC-20 Transfer logs decoded. */
export async function receipt(rpcUrl: string, hash: string): Promise<Receipt | undefined> {
  const raw = await rpc<RawReceipt | null>(rpcUrl, 'eth_getTransactionReceipt', [hash]);
  if (raw === null) return undefined;
  return {
    status: raw.status === '0x1' ? 'success' : 'reverted',
    from: raw.from.toLowerCase(),
    to: raw.to?.toLowerCase() ?? null,
    fee: BigInt(raw.gasUsed) * BigInt(raw.effectiveGasPrice),
    transfers: raw.logs
      .filter((log) => log.topics[0] === TRANSFER_TOPIC && log.topics.length === 3)
      .map((log) => ({
        token: log.address.toLowerCase(),
        from: topicAddress(log.topics[1]),
        to: topicAddress(log.topics[2]),
        value: BigInt(log.data),
      })),
  };
}

/** A new random EVM private key: the account of one journey (no other journey knows it). */
export function randomPrivateKey(): `0x${string}` {
  return `0x${randomBytes(32).toString('hex')}`;
}

/**
 * Funds a journey's own EVM account on the first chain: `eth` ETH (`anvil_setBalance`) and `dock` DOCK minted by
 * the token's owner (the stack's last dev account, which deployed it; impersonated, so anvil picks its nonce,
 * and never un-impersonated: see below).
 */
export async function fundEvmAccount(
  stack: LocalStackInfo,
  address: string,
  { eth, dock }: { eth: bigint; dock: bigint },
): Promise<void> {
  const chain = stack.chains[0];
  const owner = stack.accounts.at(-1);
  if (!chain || !owner) throw new Error('the stack has no chain or no dev account');
  await rpc(chain.rpcUrl, 'anvil_setBalance', [address, `0x${eth.toString(16)}`]);
  const mint = `0x40c10f19${word(address.toLowerCase())}${word(dock)}`;
  // Impersonated and left so: journeys fund their accounts at the same time on one anvil, and one stopping the
  // impersonation between another's start and send made that send fail (seen with two workers).
  await rpc(chain.rpcUrl, 'anvil_impersonateAccount', [owner.address]);
  const hash = await rpc<string>(chain.rpcUrl, 'eth_sendTransaction', [
    { from: owner.address, to: chain.contracts.dockToken, data: mint },
  ]);
  // Two journeys minting at once: anvil may answer the second hash a moment before its block is in.
  let mined = await receipt(chain.rpcUrl, hash);
  for (let tries = 0; mined === undefined && tries < 50; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    mined = await receipt(chain.rpcUrl, hash);
  }
  if (mined?.status !== 'success') {
    throw new Error(`minting DOCK for the journey account failed (${mined?.status ?? 'not mined in 5 s'})`);
  }
}

// ─── Solana (LiteSVM) ────────────────────────────────────────────────────────────────────────────────

/** The lamports of a Solana account (0 when it does not exist). */
export async function lamports(rpcUrl: string, address: string): Promise<bigint> {
  return BigInt((await rpc<{ value: number }>(rpcUrl, 'getBalance', [address])).value);
}

/** Whether an account exists on the chain. */
export async function accountExists(rpcUrl: string, address: string): Promise<boolean> {
  const info = await rpc<{ value: unknown }>(rpcUrl, 'getAccountInfo', [address, { encoding: 'base64' }]);
  return info.value !== null;
}

/** The token accounts `owner` holds of `mint` (their addresses). */
export async function tokenAccounts(rpcUrl: string, owner: string, mint: string): Promise<string[]> {
  const accounts = await rpc<{ value: { pubkey: string }[] }>(rpcUrl, 'getTokenAccountsByOwner', [
    owner,
    { mint },
    { encoding: 'base64' },
  ]);
  return accounts.value.map((account) => account.pubkey);
}

/** The base units of `mint` that `owner` holds (over all its token accounts of that mint; 0 without one). */
export async function tokenBalance(rpcUrl: string, owner: string, mint: string): Promise<bigint> {
  let total = 0n;
  for (const account of await tokenAccounts(rpcUrl, owner, mint)) {
    const balance = await rpc<{ value: { amount: string } }>(rpcUrl, 'getTokenAccountBalance', [account]);
    total += BigInt(balance.value.amount);
  }
  return total;
}

/** The signature's status: `null` error once it landed without one. */
export async function signatureStatus(
  rpcUrl: string,
  signature: string,
): Promise<{ err: unknown; confirmationStatus?: string } | null> {
  const statuses = await rpc<{ value: ({ err: unknown; confirmationStatus?: string } | null)[] }>(
    rpcUrl,
    'getSignatureStatuses',
    [[signature], { searchTransactionHistory: true }],
  );
  return statuses.value[0] ?? null;
}

/** A Solana address nobody has used: the public key of a new ed25519 key pair (on the curve, as a wallet's). */
export function freshSolanaAddress(): string {
  const { publicKey } = generateKeyPairSync('ed25519');
  const x = publicKey.export({ format: 'jwk' }).x ?? '';
  return encodeBase58(Buffer.from(x, 'base64url'));
}

/** The Solana chain's fee of a message with one signature, in lamports. */
export const SOLANA_SIGNATURE_FEE = 5_000n;

// ─── The page ────────────────────────────────────────────────────────────────────────────────────────

/**
 * Decodes the QR code drawn in `locator`'s element (an `<svg>` or `<canvas>`, in the modal's shadow root too):
 * the element's screenshot is drawn into a canvas in the page, with a white quiet zone, whose pixels jsQR reads
 * in the test. The modal draws its modules as dots: a slight blur first joins them into the squares a reader
 * expects (tried without, then with 1–3 px), as a phone camera's own blur does.
 */
export async function decodeQr(page: Page, locator: ReturnType<Page['locator']>): Promise<string> {
  const png = (await locator.screenshot({ scale: 'css' })).toString('base64');
  for (const blur of [0, 1, 2, 3]) {
    const pixels = await page.evaluate(
      async ({ base64, blur }) => {
        const image = new Image();
        image.src = `data:image/png;base64,${base64}`;
        await image.decode();
        const margin = 16;
        const canvas = document.createElement('canvas');
        canvas.width = image.width + 2 * margin;
        canvas.height = image.height + 2 * margin;
        const context = canvas.getContext('2d');
        if (!context) throw new Error('no 2d canvas');
        context.fillStyle = '#fff';
        context.fillRect(0, 0, canvas.width, canvas.height);
        if (blur > 0) context.filter = `blur(${blur}px)`;
        context.drawImage(image, margin, margin);
        const data = context.getImageData(0, 0, canvas.width, canvas.height);
        return { width: data.width, height: data.height, data: Array.from(data.data) };
      },
      { base64: png, blur },
    );
    // jsqr is CommonJS with `exports.default`: what TypeScript (NodeNext) and Node's import both reach.
    const code = jsqr.default(Uint8ClampedArray.from(pixels.data), pixels.width, pixels.height, {
      inversionAttempts: 'attemptBoth',
    });
    if (code !== null) return code.data;
  }
  throw new Error('the QR code could not be decoded');
}
