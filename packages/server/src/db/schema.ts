import type { ColumnType, Generated, JSONColumnType } from 'kysely';

/** Timestamps stored as `bigint` come back from the drivers as strings; write numbers, read strings. */
type BigIntColumn = ColumnType<string, number | bigint | string, number | bigint | string>;

export type ProjectsTable = {
  id: string;
  name: string;
  allowed_origins: JSONColumnType<string[]>;
  analytics_enabled: boolean;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
};

export type NamesTable = {
  /** The full name, lower case: `alice.wd.id`. */
  name: string;
  /** The checksummed address that registered it. */
  owner: string;
  registered: BigIntColumn;
  updated: BigIntColumn;
  /** coin type (decimal string) → `{ address }`. */
  addresses: JSONColumnType<Record<string, { address: string }>>;
  /** The text records, one object per record. */
  attributes: JSONColumnType<Record<string, string>[]>;
};

export type SmartSessionsTable = {
  pci: string;
  /** Checksummed address the session belongs to. */
  address: string;
  project: JSONColumnType<{ id: string; name: string; url?: string; iconUrl?: string }>;
  created_at: BigIntColumn;
  expiry: BigIntColumn;
  revoked_at: ColumnType<string | null, number | null | undefined, number | null>;
  permissions: JSONColumnType<{ type: string; data: unknown }[]>;
  policies: JSONColumnType<{ type: string; data: unknown }[]>;
  context: string;
};

export type WalletsTable = {
  id: string;
  /** Position in the directory's default order (1-based). */
  position: number;
  name: string;
  rdns: string | null;
  image_id: string;
  chains: JSONColumnType<string[]>;
  mobile_link: string | null;
  desktop_link: string | null;
  webapp_link: string | null;
  homepage: string | null;
  app_store: string | null;
  play_store: string | null;
  chrome_store: string | null;
  injected: JSONColumnType<{ namespace: string; injected_id: string }[] | null>;
  badge_type: 'none' | 'certified';
};

export type ImagesTable = {
  /** `wallet`, `asset`, `currency` or `token`. */
  kind: string;
  id: string;
  content_type: string;
  bytes: Uint8Array;
  /** SHA-256 of the bytes (hex): the ETag. */
  sha256: string;
};

export type AnalyticsEventsTable = {
  seq: Generated<number>;
  project_id: string;
  event_id: string;
  url: string;
  domain: string;
  /** The client's timestamp, milliseconds. */
  timestamp_ms: BigIntColumn;
  type: 'track' | 'error';
  event: string;
  address: string | null;
  properties: JSONColumnType<Record<string, unknown> | null, string | null, string | null>;
  sdk_type: string | null;
  sdk_version: string | null;
  received_at: ColumnType<Date, Date | string | undefined, never>;
};

/** Per (chain, account) progress of the built-in history indexer, with the lease of the instance indexing it. */
export type HistoryProgressTable = {
  chain_id: string;
  /** Lower-case address. */
  account: string;
  /** The first block not indexed yet. */
  next_block: BigIntColumn;
  lease_owner: string | null;
  lease_until: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
};

/** A transaction of an account (sent by it, to it, or moving its tokens), as the built-in indexer stored it. */
export type HistoryTransactionsTable = {
  chain_id: string;
  account: string;
  /** Lower-case hash. */
  tx_hash: string;
  block_number: BigIntColumn;
  tx_index: number;
  /** Block timestamp, Unix seconds. */
  block_time: BigIntColumn;
  tx_from: string;
  tx_to: string | null;
  nonce: BigIntColumn;
  status: 'confirmed' | 'failed';
  /** The first 4 bytes of the input (`0x095ea7b3`), null for a plain transfer. */
  method: string | null;
  /** Native value in the smallest unit (decimal string). */
  native_value: string;
};

/** An ERC-20 or ERC-721 `Transfer` log from or to an account. */
export type HistoryTransfersTable = {
  chain_id: string;
  account: string;
  tx_hash: string;
  log_index: number;
  /** Lower-case token contract address. */
  token: string;
  standard: 'erc20' | 'erc721';
  from_address: string;
  to_address: string;
  /** ERC-20: amount in the smallest unit; ERC-721: the token id (decimal strings). */
  amount: string;
  /** ERC-721: the image of the token's on-chain `data:` metadata, when it has one. */
  nft_preview: string | null;
};

/** Token metadata read from the chain once (ERC-20: name, symbol, decimals; ERC-721: name, symbol, 0). */
export type HistoryTokensTable = {
  chain_id: string;
  address: string;
  name: string;
  symbol: string;
  decimals: number;
};

/** One address of an embedded-wallet account. */
export type EmbeddedAccountAddress = {
  /** CAIP-2 namespace: `eip155`, `solana`, … */
  namespace: string;
  address: string;
  type: 'eoa' | 'smartAccount';
};

/** An embedded-wallet account: one per project and login (an e-mail address, or a social provider's user). */
export type EmbeddedAccountsTable = {
  id: string;
  project_id: string;
  /** `email`, or the social provider (`google`, `github`, …). */
  login_method: string;
  /** The normalised e-mail address, or the provider's user id. */
  login_subject: string;
  email: string | null;
  user_name: string | null;
  accounts: ColumnType<EmbeddedAccountAddress[], string | undefined, string>;
  preferred_account_type: 'eoa' | 'smartAccount' | null;
  created_at: BigIntColumn;
  last_login_at: ColumnType<string | null, number | null | undefined, number | null>;
};

/** A server-held auth share of an embedded-wallet account (opaque ciphertext), by version. */
export type EmbeddedAuthSharesTable = {
  account_id: string;
  version: number;
  ciphertext: ColumnType<Uint8Array, Uint8Array, Uint8Array>;
  created_at: BigIntColumn;
  revoked_at: ColumnType<string | null, number | null | undefined, number | null>;
};

/** An e-mail code of the embedded wallet's auth service (hashed), per project, purpose and address. */
export type EmbeddedAuthCodesTable = {
  project_id: string;
  purpose: string;
  email: string;
  code_hash: Uint8Array | null;
  sent_at: BigIntColumn;
  expires_at: BigIntColumn;
  tries: ColumnType<number, number | undefined, number>;
  used_at: ColumnType<string | null, number | null | undefined, number | null>;
  note: ColumnType<string | null, string | null | undefined, string | null>;
};

/** A signed-in embedded-wallet session (a refresh-token family). */
export type EmbeddedAuthSessionsTable = {
  id: string;
  project_id: string;
  account_id: string;
  device_id: string;
  created_at: BigIntColumn;
  expires_at: BigIntColumn;
  revoked_at: ColumnType<string | null, number | null | undefined, number | null>;
};

/** A refresh token of a session (its SHA-256). */
export type EmbeddedAuthRefreshTokensTable = {
  token_hash: Uint8Array;
  session_id: string;
  created_at: BigIntColumn;
  used_at: ColumnType<string | null, number | null | undefined, number | null>;
};

/** A device an embedded-wallet account signed in on (its code verified there). */
export type EmbeddedDevicesTable = {
  account_id: string;
  device_id: string;
  created_at: BigIntColumn;
};

/** A device-approval link (its token's SHA-256) e-mailed for a new device of a known account. */
export type EmbeddedDeviceApprovalsTable = {
  token_hash: Uint8Array;
  account_id: string;
  device_id: string;
  expires_at: BigIntColumn;
  approved_at: ColumnType<string | null, number | null | undefined, number | null>;
};

/** An account's recovery share, encrypted by the visitor's passphrase (opaque to the server). */
export type EmbeddedRecoverySharesTable = {
  account_id: string;
  ciphertext: Uint8Array;
  updated_at: BigIntColumn;
};

/** The auth service's keys generated once, when the configuration names none. */
export type EmbeddedAuthKeysTable = {
  name: string;
  secret: Uint8Array;
  created_at: BigIntColumn;
};

/** The database, as Kysely sees it. */
export type Database = {
  projects: ProjectsTable;
  names: NamesTable;
  smart_sessions: SmartSessionsTable;
  wallets: WalletsTable;
  images: ImagesTable;
  analytics_events: AnalyticsEventsTable;
  history_progress: HistoryProgressTable;
  history_transactions: HistoryTransactionsTable;
  history_transfers: HistoryTransfersTable;
  history_tokens: HistoryTokensTable;
  embedded_accounts: EmbeddedAccountsTable;
  embedded_auth_shares: EmbeddedAuthSharesTable;
  embedded_auth_codes: EmbeddedAuthCodesTable;
  embedded_auth_sessions: EmbeddedAuthSessionsTable;
  embedded_auth_refresh_tokens: EmbeddedAuthRefreshTokensTable;
  embedded_devices: EmbeddedDevicesTable;
  embedded_device_approvals: EmbeddedDeviceApprovalsTable;
  embedded_recovery_shares: EmbeddedRecoverySharesTable;
  embedded_auth_keys: EmbeddedAuthKeysTable;
};
