import type { ModalController, RouterController } from './types.js';

/**
 * The chains controller's dependencies. It shows UnsupportedChain through the router, and opens the modal
 * for it when closed; the modal is built later (it depends on the chains), so it is a late-bound getter.
 */
export type ChainsDeps = {
  readonly router: RouterController;
  readonly modal: () => Pick<ModalController, 'state' | 'open'>;
};
