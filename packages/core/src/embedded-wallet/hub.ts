import { frameDependencyFailed } from '../errors/toast-messages.js';
import { WalletDockError } from '../errors/walletdock-error.js';
import { lazyOnce } from '../lazy/lazy-once.js';
import type {
  EmbeddedWalletModule,
  EmbeddedWalletOption,
  EmbeddedWalletTransport,
  EmbeddedWalletTransportConfig,
} from './transport.js';

/** The frame client's code could not be loaded ('Unable to load email login dependency', spec §8). */
export class EmbeddedWalletLoadError extends WalletDockError {
  override name = 'EmbeddedWalletLoadError';
  constructor(cause: unknown) {
    super(frameDependencyFailed, { cause });
  }
}

/**
 * The client's one embedded wallet: the frame client's code is loaded with `import()` the first time it is
 * needed (the visitor picks e-mail, or a stored embedded session is restored), and one transport (one frame) is
 * made and shared by every adapter's embedded-wallet driver and the e-mail flow.
 */
export type EmbeddedWalletHub = {
  /** The frame page's URL. */
  readonly frameUrl: string;
  /** Loads the frame client's code without inserting a frame (e.g. when the modal opens). */
  preload(): Promise<void>;
  /** The transport, made (and its frame inserted) on the first call. @throws {EmbeddedWalletLoadError} */
  transport(): Promise<EmbeddedWalletTransport>;
  /** The transport if it was made already (no load). */
  current(): EmbeddedWalletTransport | undefined;
  /** Removes the frame; the next `transport()` makes a new one. */
  destroy(): void;
};

/** Makes the hub of an `embeddedWallet` option; `config` is read when the transport is made. */
export function createEmbeddedWalletHub(
  option: EmbeddedWalletOption,
  config: () => EmbeddedWalletTransportConfig,
): EmbeddedWalletHub {
  const code = lazyOnce<EmbeddedWalletModule>(async () => {
    try {
      return await option.load();
    } catch (cause) {
      throw new EmbeddedWalletLoadError(cause);
    }
  });
  let made: EmbeddedWalletTransport | undefined;
  let making: Promise<EmbeddedWalletTransport> | undefined;
  return {
    frameUrl: option.frameUrl,
    preload: async () => {
      await code.get();
    },
    transport() {
      if (made) return Promise.resolve(made);
      making ??= code.get().then(
        (module) => {
          made = module.createTransport({ ...config(), frameUrl: option.frameUrl });
          making = undefined;
          return made;
        },
        (error: unknown) => {
          making = undefined;
          throw error;
        },
      );
      return making;
    },
    current: () => made,
    destroy() {
      made?.destroy();
      made = undefined;
    },
  };
}
