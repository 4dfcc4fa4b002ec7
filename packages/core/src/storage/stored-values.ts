import { isPlainRecord } from './storage-io.js';
import type { RecentWallet } from './types.js';

// The checks of values read back from storage (spec §3 "Locally stored keys"): anything ill-typed reads as absent.

/** A time in ms since the epoch: a finite number, not negative. */
export function isTimestamp(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0;
}

/** An EIP-155 chain id: a positive safe integer. */
export function isChainIdNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}

/** An empty string reads as absent. */
export function nonEmpty(value: string | undefined): string | undefined {
  return value === '' ? undefined : value;
}

/** `1,8453` → [1, 8453]. Anything that is not such a list reads as absent (an empty list). */
export function parseChainIdList(raw: string | null): number[] {
  if (raw === null || raw.trim() === '') return [];
  const ids: number[] = [];
  for (const part of raw.split(',')) {
    const text = part.trim();
    if (!/^[1-9][0-9]{0,15}$/.test(text)) return [];
    const id = Number(text);
    if (!isChainIdNumber(id)) return [];
    if (!ids.includes(id)) ids.push(id);
  }
  return ids;
}

/** A well-formed copy of a recent-wallet entry (unknown fields dropped), or undefined. */
export function toRecentWallet(entry: unknown): RecentWallet | undefined {
  if (!isPlainRecord(entry)) return undefined;
  const { id, name, imageUrl, connectorType } = entry;
  if (typeof id !== 'string' || id === '' || typeof name !== 'string') return undefined;
  const wallet: RecentWallet = { id, name };
  if (typeof imageUrl === 'string') wallet.imageUrl = imageUrl;
  if (typeof connectorType === 'string') wallet.connectorType = connectorType;
  return wallet;
}
