import type { Identity, NameRecord, NameSuggestion } from '../../services/blockchain-api/types.js';

export type NamesController = {
  /** Primary name and avatar of an address (cached 5 min); `{ name: null, avatar: null }` without an API or on failure. */
  getIdentity(address: string): Promise<Identity>;
  /**
   * The records of a name (cached 5 min).
   * @throws {NameError} 'Error resolving name'.
   */
  resolveName(name: string): Promise<NameRecord>;
  /**
   * The names registered for an address.
   * @throws {NameError} 'Error fetching names for address'.
   */
  getNamesForAddress(address: string): Promise<NameRecord[]>;
  /**
   * Suggested names for a label.
   * @throws {NameError} 'Error fetching name suggestions'.
   */
  getSuggestions(name: string): Promise<NameSuggestion[]>;
  /**
   * Fills `profileName` / `profileImage` of the active eip155 account from its identity. Runs when the modal
   * opens (a modal-open hook) or when the app calls it; never on page load. Never throws.
   */
  syncProfile(): Promise<void>;
};
