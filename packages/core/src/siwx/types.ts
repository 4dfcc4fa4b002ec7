import type { CaipNetworkId } from '../caip/types.js';

/**
 * What a sign-in message says (spec §3 "Sign-in session" `data`; CAIP-122's data model, ERC-4361's fields).
 * `chainId` is the CAIP-2 network id (the message carries only its reference); `accountAddress` the address
 * without its chain (CAIP-10's account part). Times are RFC 3339 date-times.
 */
export type SIWXMessageData = {
  accountAddress: string;
  chainId: CaipNetworkId;
  /** The RFC 3986 authority asking for the signature (the page's host). */
  domain: string;
  /** The RFC 3986 URI the sign-in is for. */
  uri: string;
  /** Always '1'. */
  version: string;
  /** At least 8 letters and digits, fresh for every message. */
  nonce: string;
  issuedAt: string;
  /** One line of text the visitor agrees to; no line break. */
  statement?: string;
  expirationTime?: string;
  notBefore?: string;
  requestId?: string;
  /** RFC 3986 URIs. */
  resources?: readonly string[];
};

/** What the flow asks the SIWX implementation to write a message for. */
export type SIWXMessageInput = {
  accountAddress: string;
  chainId: CaipNetworkId;
};

/** A message to sign: its fields and its exact text (`createSiwxMessage(data)`). */
export type SIWXMessage = { data: SIWXMessageData; message: string };

/** A CAIP-74 capability object carrying the signed message, for apps that keep CACAOs. */
export type SIWXCacao = {
  h: { t: 'caip122' | 'eip4361' };
  p: Record<string, unknown>;
  s: { t: string; s: string; m?: string };
};

/** A sign-in session (spec §3): the message's fields, its text and the wallet's signature. */
export type SIWXSession = {
  data: SIWXMessageData;
  message: string;
  signature: string;
  cacao?: SIWXCacao;
};

/**
 * The sign-in contract (CAIP-122). The client calls it; `createSiwx()` is the default implementation, and an
 * app with a server implements it over its API (issue the nonce in `createMessage`, verify in `addSession`).
 */
export type SIWXConfig = {
  /** The message to sign for this account and network (nonce, times and domain filled in). */
  createMessage(input: SIWXMessageInput): Promise<SIWXMessage>;
  /** Verifies and keeps a signed session; rejects (and keeps nothing) when it does not verify. */
  addSession(session: SIWXSession): Promise<void>;
  /** The valid (not expired) sessions of this account on this network. */
  getSessions(caipNetworkId: CaipNetworkId, address: string): Promise<readonly SIWXSession[]>;
  /** Forgets the sessions of this account on this network. */
  revokeSession(caipNetworkId: CaipNetworkId, address: string): Promise<void>;
  /** Replaces every session (an empty list signs everybody out). */
  setSessions(sessions: readonly SIWXSession[]): Promise<void>;
  /** True: the sign-in view cannot be dismissed without a session, and Cancel disconnects. Default false. */
  getRequired?(): boolean;
  /** The namespaces it signs in (e.g. `['eip155']` for SIWE); absent: every namespace. */
  readonly namespaces?: readonly string[];
};
