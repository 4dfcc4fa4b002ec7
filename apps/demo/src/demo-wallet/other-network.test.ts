import { describe, expect, it } from 'vitest';
import { sampleStack } from '../config/fixtures';
import { isLoopbackUrl } from '../config/loopback';
import { OTHER_NETWORK_CHAIN_ID, otherNetwork } from './other-network';

describe('the demo wallet’s other network', () => {
  it('is a chain the app does not configure, served on this computer', () => {
    const stack = sampleStack();
    const network = otherNetwork(stack);
    expect(network).toMatchObject({ chainId: OTHER_NETWORK_CHAIN_ID, name: 'Ethereum' });
    expect(stack.chains.map((chain) => chain.chainId)).not.toContain(network?.chainId);
    expect(isLoopbackUrl(network?.rpcUrl ?? '')).toBe(true);
    expect(network?.rpcUrl).toBe(stack.chains[0]?.rpcUrl);
  });

  it('is not offered when the app configures that chain, or has no chain', () => {
    const stack = sampleStack();
    const [first] = stack.chains;
    if (!first) throw new Error('the sample stack has a chain');
    expect(
      otherNetwork({ ...stack, chains: [{ ...first, chainId: OTHER_NETWORK_CHAIN_ID }] }),
    ).toBeUndefined();
    expect(otherNetwork({ ...stack, chains: [] })).toBeUndefined();
  });
});
