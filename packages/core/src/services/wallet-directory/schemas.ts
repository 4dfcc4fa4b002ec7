import { displayText } from '../../sanitize/text.js';
import {
  array,
  boolean,
  type DroppedItem,
  lenientArray,
  literal,
  map,
  nullable,
  number,
  object,
  optional,
  refine,
  string,
} from '../validate.js';
import type {
  AnalyticsConfigResponse,
  DirectoryWallet,
  DirectoryWalletInjected,
  GetWalletsResponse,
  ProjectOriginsResponse,
} from './types.js';

/** The response validators of the wallet directory, typed by its contract types. */

const walletBadgeSchema = literal('none', 'certified');

/** A wallet id: any non-empty string (it is sent in `include`/`exclude` and keys the lists). */
const walletIdSchema = refine(string, (id) => id !== '', 'a non-empty id');

/** The name as shown (sanitize/text.ts: no controls, bidi overrides or invisible characters); never empty. */
const walletNameSchema = refine(map(string, displayText), (name) => name !== '', 'a name with visible text');

/**
 * An image id goes into the image URL as one path segment: an empty, `.` or `..` id cannot be one (the URL
 * parser would make it another endpoint), so it becomes `''`, "no image" (the views show the placeholder).
 */
const imageIdSchema = map(string, (id) => (id === '.' || id === '..' ? '' : id));

/**
 * One wallet of the directory. Names are cleaned here, so every consumer shows the same safe text; a wallet
 * without a usable id or name, or with a field of the wrong type, is rejected (and dropped from its page).
 */
export const directoryWalletSchema = object<DirectoryWallet>({
  id: walletIdSchema,
  name: walletNameSchema,
  rdns: nullable(string),
  image_id: imageIdSchema,
  chains: array(string),
  mobile_link: nullable(string),
  desktop_link: nullable(string),
  webapp_link: nullable(string),
  homepage: optional(nullable(string)),
  app_store: optional(nullable(string)),
  play_store: optional(nullable(string)),
  chrome_store: optional(nullable(string)),
  injected: optional(
    nullable(array(object<DirectoryWalletInjected>({ namespace: string, injected_id: string }))),
  ),
  badge_type: optional(walletBadgeSchema),
  order: optional(number),
});

/**
 * A page of `/getWallets`. Only the envelope can fail the read (`count` not a number, `data` not an array):
 * each wallet is validated alone, and one that does not conform is left out and reported to `dropped` (its
 * index and problem, never its content), so one malformed wallet does not cost the rest of its page.
 */
export function getWalletsSchema(dropped?: (item: DroppedItem) => void) {
  return object<GetWalletsResponse>({
    count: number,
    data: lenientArray(directoryWalletSchema, dropped),
  });
}

/** `{ allowedOrigins }` → the list. */
export const projectOriginsSchema = map(
  object<ProjectOriginsResponse>({ allowedOrigins: array(string) }),
  (response) => response.allowedOrigins,
);

/** `{ isAnalyticsEnabled }` → the flag. */
export const analyticsConfigSchema = map(
  object<AnalyticsConfigResponse>({ isAnalyticsEnabled: boolean }),
  (response) => response.isAnalyticsEnabled,
);
