import {
  type BlockchainApiClient,
  createBlockchainApiClient,
  createWalletDirectoryClient,
  HttpError,
  type WalletDirectoryClient,
  WalletDockError,
} from '@walletdock/core';

/** The project id the demo sends to the local services (any id but the server's rejected one works). */
export const DEMO_PROJECT_ID = 'walletdock-demo';

/** The demo's clients of the two open contracts, both on the local services server (docs/services.md). */
export type DemoServices = {
  readonly url: string;
  readonly directory: WalletDirectoryClient;
  readonly blockchainApi: BlockchainApiClient;
};

/**
 * Creates the clients of the local services server with core's factories, as an app would with
 * `services: { blockchainApiUrl: url, walletDirectoryUrl: url }`. Creating them requests nothing.
 */
export function createDemoServices(url: string): DemoServices {
  // `st` and `sv` default to core's SDK_TYPE and SDK_VERSION.
  const common = { baseUrl: url, projectId: DEMO_PROJECT_ID };
  return {
    url,
    directory: createWalletDirectoryClient(common),
    blockchainApi: createBlockchainApiClient(common),
  };
}

/**
 * A one-line reason for a failed call, for the page: the error's short message, plus the server's own
 * message when it sent the contract's error body (`{ error: { code, message } }`).
 */
export function describeServiceError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const short = error instanceof WalletDockError ? error.shortMessage : error.message;
  const body = error instanceof HttpError ? error.body : undefined;
  const serverMessage =
    typeof body === 'object' && body !== null && 'error' in body ? messageOf(body.error) : undefined;
  return serverMessage === undefined ? short : `${short}: ${serverMessage}`;
}

function messageOf(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null || !('message' in value)) return undefined;
  return typeof value.message === 'string' && value.message !== '' ? value.message : undefined;
}
