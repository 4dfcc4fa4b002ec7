import { array, boolean, literal, map, nullable, number, object, optional, string } from '../validate.js';
import type {
  AnalyticsConfigResponse,
  DirectoryWallet,
  DirectoryWalletInjected,
  GetWalletsResponse,
  ProjectOriginsResponse,
} from './types.js';

/** The response validators of the wallet directory, typed by its contract types. */

const walletBadgeSchema = literal('none', 'certified');

export const directoryWalletSchema = object<DirectoryWallet>({
  id: string,
  name: string,
  rdns: nullable(string),
  image_id: string,
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

export const getWalletsSchema = object<GetWalletsResponse>({
  count: number,
  data: array(directoryWalletSchema),
});

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
