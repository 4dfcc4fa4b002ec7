import type { CaipNetwork } from '../caip/types.js';
import type { ChainAdapterHarness } from '../testing/conformance/types.js';
import { createFakeAdapter } from '../testing/fake-adapter.js';
import { createFakeNetwork } from '../testing/fake-network.js';
import { createFakeWallet, type FakeWallet } from '../testing/fake-wallet.js';

// The fake adapter as a conformance harness: the suite's own tests (fake-adapter.conformance.test.ts) and the
// broken adapters derived from it (broken-adapters.test.ts).

export const mainnet = createFakeNetwork({ caipNetworkId: 'eip155:1', name: 'Ethereum', symbol: 'ETH' });
export const base = createFakeNetwork({ caipNetworkId: 'eip155:8453', name: 'Base', symbol: 'ETH' });
const ACCOUNT = '0x1111111111111111111111111111111111111111';

/** The fake adapter over one fake wallet, counting the wallet's prompts. */
export function fakeHarness(
  networks: readonly CaipNetwork[] = [mainnet],
): ChainAdapterHarness & { wallet: FakeWallet } {
  const wallet = createFakeWallet({ id: 'io.fake.wallet', name: 'Fake Wallet', accounts: [ACCOUNT] });
  const adapter = createFakeAdapter({ networks, wallets: [wallet] });
  let late = 0;
  return {
    wallet,
    adapter,
    connectorId: wallet.id,
    setMode: (mode) => {
      wallet.mode = mode;
    },
    prompts: () => wallet.promptCount,
    announceWallet() {
      late += 1;
      const id = `io.fake.late${late}`;
      adapter.addWallet(createFakeWallet({ id, name: `Late Wallet ${late}`, accounts: [ACCOUNT] }));
      return id;
    },
    changeWallet() {
      wallet.switchChain(base.caipNetworkId);
      wallet.setAccounts([]);
    },
  };
}
