import { describe, expect, it } from 'vitest';
import { decodeMessage, describeRequest, MAX_BODY_LENGTH, type WalletContext } from './describe-request';

const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const context: WalletContext = {
  site: 'localhost:5173',
  account: ACCOUNT,
  chainId: 31337,
  chains: [
    { chainId: 31337, name: 'Anvil 31337', nativeCurrency: { symbol: 'ETH', decimals: 18 } },
    { chainId: 31338, name: 'Anvil 31338', nativeCurrency: { symbol: 'DEV', decimals: 6 } },
  ],
};

const utf8Hex = (text: string) =>
  `0x${[...new TextEncoder().encode(text)].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`;

describe('decodeMessage', () => {
  it.each([
    ['plain text', 'Sign in to WalletDock', { text: 'Sign in to WalletDock', mono: false }],
    ['hex of UTF-8 text', utf8Hex('Héllo\nworld ✓'), { text: 'Héllo\nworld ✓', mono: false }],
    ['an empty hex message', '0x', { text: '', mono: false }],
    ['hex that is not UTF-8', '0xff00fe', { text: '0xff00fe', mono: true }],
    ['hex with control characters', utf8Hex('a\u0000b'), { text: utf8Hex('a\u0000b'), mono: true }],
    ['hex with a bidi override', utf8Hex('pay \u202eevil'), { text: utf8Hex('pay \u202eevil'), mono: true }],
    ['odd-length hex, signed as text', '0xabc', { text: '0xabc', mono: false }],
    ['a non-string', { a: 1 }, { text: '{\n  "a": 1\n}', mono: true }],
  ])('%s', (_label, message, expected) => {
    expect(decodeMessage(message)).toEqual(expected);
  });
});

describe('describeRequest', () => {
  it('describes a connection request', () => {
    expect(describeRequest({ method: 'eth_requestAccounts' }, context)).toEqual({
      kind: 'connect',
      title: 'Connection request',
      intro: 'This site wants to see your address and to ask you for signatures and transactions.',
      rows: [
        { label: 'Account', value: ACCOUNT, mono: true },
        { label: 'Network', value: 'Anvil 31337 (31337)' },
      ],
      approveLabel: 'Connect',
    });
    expect(
      describeRequest({ method: 'wallet_requestPermissions', params: [{ eth_accounts: {} }] }, context).kind,
    ).toBe('connect');
  });

  it('shows the text of a personal_sign message', () => {
    const summary = describeRequest(
      { method: 'personal_sign', params: [utf8Hex('Hello, WalletDock!'), ACCOUNT] },
      context,
    );
    expect(summary).toMatchObject({
      kind: 'sign',
      title: 'Signature request',
      body: { label: 'Message', text: 'Hello, WalletDock!', mono: false },
      approveLabel: 'Sign',
    });
  });

  it('cuts a huge message', () => {
    const summary = describeRequest(
      { method: 'personal_sign', params: ['x'.repeat(MAX_BODY_LENGTH + 50), ACCOUNT] },
      context,
    );
    expect(summary.body?.text).toHaveLength(MAX_BODY_LENGTH + 1);
    expect(summary.body?.text.endsWith('…')).toBe(true);
  });

  it('summarises typed data by its domain and shows its message', () => {
    const typedData = {
      domain: { name: 'Dock Test Token', version: '1', chainId: 31337, verifyingContract: TOKEN },
      primaryType: 'Permit',
      types: {},
      message: { owner: ACCOUNT, value: '1000' },
    };
    const summary = describeRequest(
      { method: 'eth_signTypedData_v4', params: [ACCOUNT, JSON.stringify(typedData)] },
      context,
    );
    expect(summary.rows).toEqual([
      { label: 'Account', value: ACCOUNT, mono: true },
      { label: 'App', value: 'Dock Test Token v1' },
      { label: 'Network', value: 'Anvil 31337 (31337)' },
      { label: 'Contract', value: TOKEN, mono: true },
      { label: 'Type', value: 'Permit', mono: true },
    ]);
    expect(JSON.parse(summary.body?.text ?? '')).toEqual(typedData.message);
  });

  it('survives malformed typed data', () => {
    const summary = describeRequest(
      { method: 'eth_signTypedData_v4', params: [ACCOUNT, '{not json'] },
      context,
    );
    expect(summary.body?.text).toBe('"{not json"');
  });

  it('describes a value transfer with the amount in the native currency', () => {
    const summary = describeRequest(
      { method: 'eth_sendTransaction', params: [{ from: ACCOUNT, to: TOKEN, value: '0x16345785d8a0000' }] },
      context,
    );
    expect(summary).toMatchObject({ kind: 'transaction', title: 'Send transaction', approveLabel: 'Send' });
    expect(summary.rows).toEqual([
      { label: 'Account', value: ACCOUNT, mono: true },
      { label: 'To', value: TOKEN, mono: true },
      { label: 'Amount', value: '0.1 ETH' },
      { label: 'Network', value: 'Anvil 31337 (31337)' },
    ]);
    expect(summary.body).toBeUndefined();
  });

  it('names a known token call and uses the chain of the transaction', () => {
    const data = `0x095ea7b3${'0'.repeat(24)}${ACCOUNT.slice(2)}${'0'.repeat(63)}1`;
    const summary = describeRequest(
      { method: 'eth_sendTransaction', params: [{ to: TOKEN, data, chainId: '0x7a6a', gas: '0x5208' }] },
      context,
    );
    expect(summary.rows).toContainEqual({ label: 'Amount', value: '0 DEV' });
    expect(summary.rows).toContainEqual({ label: 'Network', value: 'Anvil 31338 (31338)' });
    expect(summary.rows).toContainEqual({
      label: 'Calls',
      value: 'approve(address,uint256) · 68 bytes',
      mono: true,
    });
    expect(summary.rows).toContainEqual({ label: 'Gas limit', value: '21000' });
    expect(summary.body).toEqual({ label: 'Call data', text: data, mono: true });
  });

  it('describes an ERC-20 transfer by the token, its amount and its receiver', () => {
    const receiver = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
    const data = `0xa9059cbb${'0'.repeat(24)}${receiver.slice(2).toLowerCase()}${(5n * 10n ** 17n).toString(16).padStart(64, '0')}`;
    const withTokens: WalletContext = {
      ...context,
      tokens: [{ address: TOKEN.toLowerCase(), symbol: 'DOCK', decimals: 18 }],
    };
    const summary = describeRequest(
      { method: 'eth_sendTransaction', params: [{ from: ACCOUNT, to: TOKEN, data, gas: '0xc350' }] },
      withTokens,
    );
    expect(summary).toMatchObject({
      kind: 'transaction',
      title: 'Send tokens',
      intro: 'This site asks you to send 0.5 DOCK on a local test chain (an ERC-20 transfer).',
      approveLabel: 'Send',
    });
    expect(summary.rows).toEqual([
      { label: 'Account', value: ACCOUNT, mono: true },
      { label: 'To', value: receiver.toLowerCase(), mono: true },
      { label: 'Amount', value: '0.5 DOCK' },
      { label: 'Token', value: `DOCK (${TOKEN})`, mono: true },
      { label: 'Network', value: 'Anvil 31337 (31337)' },
      { label: 'Gas limit', value: '50000' },
    ]);
    expect(summary.body).toEqual({ label: 'Call data', text: data, mono: true });
    // A token the wallet does not know: the amount in base units and the contract it calls.
    const unknown = describeRequest(
      { method: 'eth_sendTransaction', params: [{ to: TOKEN, data }] },
      context,
    );
    expect(unknown.rows).toContainEqual({ label: 'Amount', value: '500000000000000000 base units' });
    expect(unknown.rows).toContainEqual({ label: 'Token', value: TOKEN, mono: true });
    // Call data that only starts like a transfer is described as a call.
    const cut = describeRequest(
      { method: 'eth_sendTransaction', params: [{ to: TOKEN, data: data.slice(0, -2) }] },
      withTokens,
    );
    expect(cut.title).toBe('Send transaction');
    expect(cut.rows).toContainEqual({ label: 'To', value: TOKEN, mono: true });
  });

  it('describes a contract deployment and ignores a malformed value', () => {
    const summary = describeRequest(
      { method: 'eth_sendTransaction', params: [{ data: '0x6080', value: 'lots' }] },
      context,
    );
    expect(summary.rows).toContainEqual({ label: 'To', value: 'New contract (deployment)' });
    expect(summary.rows).toContainEqual({ label: 'Amount', value: '0 ETH' });
  });

  it('describes a network switch from the current chain to the target', () => {
    expect(
      describeRequest({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] }, context)
        .rows,
    ).toEqual([
      { label: 'From', value: 'Anvil 31337 (31337)' },
      { label: 'To', value: 'Anvil 31338 (31338)' },
    ]);
    expect(
      describeRequest({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] }, context)
        .rows[1],
    ).toEqual({
      label: 'To',
      value: 'Chain 1',
    });
    expect(
      describeRequest({ method: 'wallet_switchEthereumChain', params: 'nope' }, context).rows[1],
    ).toEqual({
      label: 'To',
      value: 'Unknown chain',
    });
  });

  it('describes adding a network', () => {
    const summary = describeRequest(
      {
        method: 'wallet_addEthereumChain',
        params: [
          {
            chainId: '0x2105',
            chainName: 'Base',
            rpcUrls: ['https://base.example'],
            nativeCurrency: { symbol: 'ETH' },
          },
        ],
      },
      context,
    );
    expect(summary.rows).toEqual([
      { label: 'Network', value: 'Base' },
      { label: 'Chain ID', value: '8453' },
      { label: 'RPC URL', value: 'https://base.example', mono: true },
      { label: 'Currency', value: 'ETH' },
    ]);
  });

  it('falls back to the raw parameters for other methods', () => {
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(describeRequest({ method: 'wallet_sendCalls', params: [{ calls: [] }] }, context)).toMatchObject({
      kind: 'other',
      title: 'Wallet request',
      body: { label: 'Parameters', mono: true },
    });
    expect(() => describeRequest({ method: 'x', params: circular }, context)).not.toThrow();
    expect(() => describeRequest({ method: 'x', params: [10n] }, context)).not.toThrow();
  });

  it('leaves out the account when the wallet has none selected', () => {
    const summary = describeRequest({ method: 'eth_requestAccounts' }, { ...context, account: undefined });
    expect(summary.rows.map((row) => row.label)).toEqual(['Network']);
  });
});
