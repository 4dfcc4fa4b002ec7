import type { ReceiveState } from './types.js';

/** Receive before anything is chosen: it shows the active namespace's address (spec §2 "receive"). */
export function initialReceiveState(): ReceiveState {
  return { namespace: undefined };
}
