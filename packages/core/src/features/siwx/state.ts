import type { SiwxState } from './types.js';

/** Not signed in (the state before anything is read: the same on the server and in the browser). */
export function initialSiwxState(): SiwxState {
  return { status: 'unauthenticated', session: undefined, error: undefined };
}
