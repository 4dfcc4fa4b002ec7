import { describe, it } from 'vitest';
import { base, fakeHarness } from '../../test-utils/fake-adapter-harness.js';
import { describeChainAdapter } from './describe-chain-adapter.js';

// core's fake adapter honours the ChainAdapter contract, as every adapter package's conformance test proves its own.
describeChainAdapter(() => fakeHarness(), { namespace: 'eip155', clientNetwork: base }, { describe, it });
