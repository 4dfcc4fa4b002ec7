import { formatUnits } from 'viem';

/** What the wallet knows when a request arrives, to describe it in words. */
export type WalletContext = {
  /** The requesting site, e.g. `localhost:5173` (shown by the dialog beside the summary). */
  readonly site: string;
  /** The wallet's selected account. */
  readonly account: string | undefined;
  /** The wallet's current chain. */
  readonly chainId: number;
  /** The chains the wallet knows. */
  readonly chains: readonly {
    readonly chainId: number;
    readonly name?: string | undefined;
    readonly nativeCurrency?: { readonly symbol: string; readonly decimals: number } | undefined;
  }[];
  /** The ERC-20 tokens the wallet knows (the same contract addresses on every chain of the local stack). */
  readonly tokens?: readonly WalletToken[];
};

/** An ERC-20 token the wallet knows by its contract, to describe a transfer of it in its own units. */
export type WalletToken = { readonly address: string; readonly symbol: string; readonly decimals: number };

export type SummaryRow = { readonly label: string; readonly value: string; readonly mono?: boolean };

/** A wallet request in words, for the approval dialog. */
export type RequestSummary = {
  readonly kind: 'connect' | 'sign' | 'transaction' | 'network' | 'other';
  readonly title: string;
  readonly intro: string;
  readonly rows: readonly SummaryRow[];
  /** Long content shown in a scrolling box: the message to sign, typed data, call data. */
  readonly body?: { readonly label: string; readonly text: string; readonly mono: boolean };
  /** Label of the approve button. */
  readonly approveLabel: string;
};

/** Longest body shown; the rest is cut with an ellipsis. */
export const MAX_BODY_LENGTH = 4000;

const HEX_BYTES = /^0x(?:[0-9a-f]{2})*$/i;
const QUANTITY = /^0x[0-9a-f]+$/i;
const DECIMAL = /^[1-9][0-9]*$/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: non-printable characters mean "show the bytes".
const UNPRINTABLE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

/** Well-known function selectors of the test tokens. */
const SELECTORS: Record<string, string> = {
  '0xa9059cbb': 'transfer(address,uint256)',
  '0x095ea7b3': 'approve(address,uint256)',
  '0x23b872dd': 'transferFrom(address,address,uint256)',
  '0x42842e0e': 'safeTransferFrom(address,address,uint256)',
  '0xa22cb465': 'setApprovalForAll(address,bool)',
  '0x40c10f19': 'mint(address,uint256)',
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function first(params: unknown, index = 0): unknown {
  return Array.isArray(params) ? params[index] : undefined;
}

function firstRecord(params: unknown): Record<string, unknown> {
  const value = first(params);
  return isRecord(value) ? value : {};
}

function cut(text: string): string {
  return text.length > MAX_BODY_LENGTH ? `${text.slice(0, MAX_BODY_LENGTH)}…` : text;
}

function stringify(value: unknown): string {
  try {
    return (
      JSON.stringify(value, (_key, item) => (typeof item === 'bigint' ? item.toString() : item), 2) ?? 'none'
    );
  } catch {
    return String(value);
  }
}

function parseChainId(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) return value;
  if (typeof value === 'string' && (QUANTITY.test(value) || DECIMAL.test(value))) {
    const id = Number(value);
    return Number.isSafeInteger(id) && id > 0 ? id : undefined;
  }
  return undefined;
}

function chainLabel(chainId: number, context: WalletContext): string {
  const chain = context.chains.find((item) => item.chainId === chainId);
  return chain?.name ? `${chain.name} (${chainId})` : `Chain ${chainId}`;
}

/** The bytes of a `personal_sign` message as text when they are printable UTF-8, else as hex. */
export function decodeMessage(message: unknown): { text: string; mono: boolean } {
  if (typeof message !== 'string') return { text: stringify(message), mono: true };
  if (!HEX_BYTES.test(message)) return { text: message, mono: false };
  const bytes = new Uint8Array((message.length - 2) / 2);
  for (let index = 0; index < bytes.length; index += 1) {
    bytes[index] = Number.parseInt(message.slice(2 + index * 2, 4 + index * 2), 16);
  }
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    if (!UNPRINTABLE.test(text)) return { text, mono: false };
  } catch {
    // not UTF-8: show the bytes
  }
  return { text: message, mono: true };
}

function accountRows(context: WalletContext): SummaryRow[] {
  return context.account ? [{ label: 'Account', value: context.account, mono: true }] : [];
}

function describeConnect(context: WalletContext): RequestSummary {
  return {
    kind: 'connect',
    title: 'Connection request',
    intro: 'This site wants to see your address and to ask you for signatures and transactions.',
    rows: [...accountRows(context), { label: 'Network', value: chainLabel(context.chainId, context) }],
    approveLabel: 'Connect',
  };
}

function describePersonalSign(params: unknown, context: WalletContext): RequestSummary {
  const message = decodeMessage(first(params));
  return {
    kind: 'sign',
    title: 'Signature request',
    intro: 'This site asks you to sign a message. Signing costs nothing and sends no transaction.',
    rows: accountRows(context),
    body: { label: 'Message', text: cut(message.text), mono: message.mono },
    approveLabel: 'Sign',
  };
}

function describeTypedData(params: unknown, context: WalletContext): RequestSummary {
  let data: unknown = first(params, 1);
  if (typeof data === 'string') {
    try {
      data = JSON.parse(data);
    } catch {
      // shown as it is
    }
  }
  const rows = accountRows(context);
  let body = stringify(data);
  if (isRecord(data)) {
    const domain = isRecord(data.domain) ? data.domain : {};
    const name = [domain.name, domain.version].filter((part) => typeof part === 'string').join(' v');
    if (name) rows.push({ label: 'App', value: name });
    const chainId = parseChainId(domain.chainId);
    if (chainId) rows.push({ label: 'Network', value: chainLabel(chainId, context) });
    if (typeof domain.verifyingContract === 'string') {
      rows.push({ label: 'Contract', value: domain.verifyingContract, mono: true });
    }
    if (typeof data.primaryType === 'string')
      rows.push({ label: 'Type', value: data.primaryType, mono: true });
    if ('message' in data) body = stringify(data.message);
  }
  return {
    kind: 'sign',
    title: 'Signature request',
    intro: 'This site asks you to sign structured data. Check what it authorises before you sign.',
    rows,
    body: { label: 'Data', text: cut(body), mono: true },
    approveLabel: 'Sign',
  };
}

/** ERC-20 `transfer(address,uint256)`: its selector, then the receiver and the amount, 32 bytes each. */
const ERC20_TRANSFER = /^0xa9059cbb0{24}([0-9a-f]{40})([0-9a-f]{64})$/i;

/** The receiver and amount of an ERC-20 `transfer` call, or undefined for any other call data. */
export function decodeTokenTransfer(data: string | undefined): { to: string; amount: bigint } | undefined {
  const match = data === undefined ? null : ERC20_TRANSFER.exec(data);
  return match ? { to: `0x${match[1]}`, amount: BigInt(`0x${match[2]}`) } : undefined;
}

/** An ERC-20 transfer in words: the token's amount and receiver (the contract it calls on a row of its own). */
function describeTokenTransfer(
  tx: Record<string, unknown>,
  transfer: { to: string; amount: bigint },
  chainId: number,
  context: WalletContext,
): RequestSummary {
  const contract = typeof tx.to === 'string' ? tx.to : '';
  const token = context.tokens?.find((item) => item.address.toLowerCase() === contract.toLowerCase());
  const amount = token
    ? `${formatUnits(transfer.amount, token.decimals)} ${token.symbol}`
    : `${transfer.amount} base units`;
  const rows: SummaryRow[] = [
    ...accountRows(context),
    { label: 'To', value: transfer.to, mono: true },
    { label: 'Amount', value: amount },
    { label: 'Token', value: token ? `${token.symbol} (${contract})` : contract, mono: true },
    { label: 'Network', value: chainLabel(chainId, context) },
  ];
  if (typeof tx.gas === 'string' && QUANTITY.test(tx.gas)) {
    rows.push({ label: 'Gas limit', value: BigInt(tx.gas).toString() });
  }
  return {
    kind: 'transaction',
    title: 'Send tokens',
    intro: `This site asks you to send ${amount} on a local test chain (an ERC-20 transfer).`,
    rows,
    body: { label: 'Call data', text: String(tx.data ?? tx.input), mono: true },
    approveLabel: 'Send',
  };
}

function describeTransaction(params: unknown, context: WalletContext): RequestSummary {
  const tx = firstRecord(params);
  const chainId = parseChainId(tx.chainId) ?? context.chainId;
  const chain = context.chains.find((item) => item.chainId === chainId);
  const currency = chain?.nativeCurrency ?? { symbol: 'ETH', decimals: 18 };
  const rawValue = typeof tx.value === 'string' && QUANTITY.test(tx.value) ? BigInt(tx.value) : 0n;
  const data = typeof tx.data === 'string' ? tx.data : typeof tx.input === 'string' ? tx.input : undefined;
  const hasData = data !== undefined && data !== '0x' && data !== '';
  const transfer = rawValue === 0n ? decodeTokenTransfer(data) : undefined;
  if (transfer) return describeTokenTransfer(tx, transfer, chainId, context);
  const rows: SummaryRow[] = [...accountRows(context)];
  rows.push(
    typeof tx.to === 'string' && tx.to !== ''
      ? { label: 'To', value: tx.to, mono: true }
      : { label: 'To', value: 'New contract (deployment)' },
  );
  rows.push({ label: 'Amount', value: `${formatUnits(rawValue, currency.decimals)} ${currency.symbol}` });
  rows.push({ label: 'Network', value: chainLabel(chainId, context) });
  if (hasData && HEX_BYTES.test(data)) {
    const selector = data.slice(0, 10).toLowerCase();
    const bytes = (data.length - 2) / 2;
    rows.push({
      label: 'Calls',
      value: `${SELECTORS[selector] ?? `${selector}…`} · ${bytes} bytes`,
      mono: true,
    });
  }
  if (typeof tx.gas === 'string' && QUANTITY.test(tx.gas)) {
    rows.push({ label: 'Gas limit', value: BigInt(tx.gas).toString() });
  }
  return {
    kind: 'transaction',
    title: 'Send transaction',
    intro: 'This site asks you to send a transaction on a local test chain.',
    rows,
    ...(hasData ? { body: { label: 'Call data', text: cut(data), mono: true } } : {}),
    approveLabel: 'Send',
  };
}

function describeSwitch(params: unknown, context: WalletContext): RequestSummary {
  const target = parseChainId(firstRecord(params).chainId);
  return {
    kind: 'network',
    title: 'Switch network',
    intro: 'This site asks the wallet to switch network.',
    rows: [
      { label: 'From', value: chainLabel(context.chainId, context) },
      { label: 'To', value: target ? chainLabel(target, context) : 'Unknown chain' },
    ],
    approveLabel: 'Switch network',
  };
}

function describeAddChain(params: unknown): RequestSummary {
  const chain = firstRecord(params);
  const chainId = parseChainId(chain.chainId);
  const rows: SummaryRow[] = [
    { label: 'Network', value: typeof chain.chainName === 'string' ? chain.chainName : 'Unnamed network' },
    { label: 'Chain ID', value: chainId ? String(chainId) : 'Invalid' },
  ];
  const rpc = Array.isArray(chain.rpcUrls) ? chain.rpcUrls[0] : undefined;
  if (typeof rpc === 'string') rows.push({ label: 'RPC URL', value: rpc, mono: true });
  const currency = isRecord(chain.nativeCurrency) ? chain.nativeCurrency.symbol : undefined;
  if (typeof currency === 'string') rows.push({ label: 'Currency', value: currency });
  return {
    kind: 'network',
    title: 'Add network',
    intro: 'This site asks to add a network to the wallet and to switch to it.',
    rows,
    approveLabel: 'Add network',
  };
}

/** Describes a request that needs the visitor's consent, for the approval dialog. Never throws. */
export function describeRequest(
  request: { readonly method: string; readonly params?: unknown },
  context: WalletContext,
): RequestSummary {
  const { method, params } = request;
  switch (method) {
    case 'eth_requestAccounts':
    case 'wallet_requestPermissions':
      return describeConnect(context);
    case 'personal_sign':
      return describePersonalSign(params, context);
    case 'eth_signTypedData_v4':
      return describeTypedData(params, context);
    case 'eth_sendTransaction':
      return describeTransaction(params, context);
    case 'wallet_switchEthereumChain':
      return describeSwitch(params, context);
    case 'wallet_addEthereumChain':
      return describeAddChain(params);
    default:
      return {
        kind: 'other',
        title: 'Wallet request',
        intro: 'This site sent a request that needs your approval.',
        rows: accountRows(context),
        body: { label: 'Parameters', text: cut(stringify(params ?? [])), mono: true },
        approveLabel: 'Approve',
      };
  }
}
