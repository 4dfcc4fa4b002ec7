'use client';

import type { DirectoryWallet, WalletDockClient } from '@walletdock/core';
import { WalletImage } from '../shared/wallet-image.js';
import { QrCode, WalletConnectGlyph } from './qr-code.js';

type PairingCodeProps = {
  client: WalletDockClient;
  /** The pairing URI shown, if one came. */
  uri: string | undefined;
  /** The URI expired, or the attempt failed: the code is shown dimmed. */
  stale: boolean;
  /** The attempt failed before any URI: the placeholder has no spinner. */
  failed: boolean;
  /** The chosen directory wallet (its image in the code's middle), else WalletConnect's glyph. */
  wallet: DirectoryWallet | undefined;
  imageUrl: string | undefined;
  label: string;
};

/**
 * The WalletConnect view's code: the pairing URI as a QR code with the wallet's image (or WalletConnect's glyph)
 * in its middle, or, without a URI (yet, or the attempt failed before one came), a neutral square in its place.
 */
export function PairingCode({ client, uri, stale, failed, wallet, imageUrl, label }: PairingCodeProps) {
  if (uri === undefined) {
    return (
      <div className="wd-wc-placeholder" aria-hidden="true">
        {failed ? null : <span className="wd-spinner" />}
      </div>
    );
  }
  return (
    <div
      className="wd-wc-qr"
      role="img"
      aria-label={label}
      data-uri={uri}
      data-expired={stale ? '' : undefined}
    >
      <QrCode
        value={uri}
        logo={
          wallet ? (
            <WalletImage src={imageUrl} imageId={wallet.image_id || undefined} client={client} size={6} />
          ) : (
            <WalletConnectGlyph />
          )
        }
      />
    </div>
  );
}
