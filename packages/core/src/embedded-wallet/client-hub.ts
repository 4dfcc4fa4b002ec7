import type { Controllers } from '../controllers/types.js';
import type { ResolvedOptions } from '../options/resolve-options.js';
import { SDK_TYPE, SDK_VERSION } from '../services/sdk.js';
import { createEmbeddedWalletHub, type EmbeddedWalletHub } from './hub.js';

/** spec §9: the frame starts on eip155:1 unless the app's default network says otherwise. */
const DEFAULT_FRAME_CHAIN_ID = 'eip155:1';

/**
 * The hub of a client's `embeddedWallet` option (undefined without one): the frame's address from the project id and the default network
 * (spec §1), the app's metadata for `syncDappData`, and the frame's load and timeout reports to telemetry (names
 * and durations only). `runtime` is late-bound: the controllers exist by the time a transport is made.
 */
export function embeddedWalletHubOf(
  options: ResolvedOptions,
  runtime: () => { controllers: Pick<Controllers, 'telemetry'> },
): EmbeddedWalletHub | undefined {
  if (options.embeddedWallet === undefined) return undefined;
  return createEmbeddedWalletHub(options.embeddedWallet, () => ({
    projectId: options.projectId,
    chainId: options.defaultNetwork?.caipNetworkId ?? DEFAULT_FRAME_CHAIN_ID,
    logger: options.debug ?? false,
    dapp: {
      name: '',
      description: '',
      url: '',
      icons: [],
      ...options.metadata,
      sdkVersion: SDK_VERSION,
      sdkType: SDK_TYPE,
    },
    report(event, props) {
      runtime().controllers.telemetry.track(event, { ...props });
    },
  }));
}
