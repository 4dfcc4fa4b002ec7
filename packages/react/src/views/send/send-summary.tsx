'use client';

import { type CaipNetwork, type SendState, safeImageUrl, type WalletDockClient } from '@walletdock/core';
import { AccountAvatar } from '../account/account-avatar.js';
import { MiddleTruncate } from '../shared/middle-truncate.js';
import { NameText } from '../shared/name-text.js';
import { NetworkImage } from '../shared/network-image.js';
import { useWalletFeatureTranslation } from '../shared/use-wallet-feature-translation.js';
import { shortFee, usd } from './send-format.js';

export type SendSummaryProps = {
  client: WalletDockClient;
  form: SendState;
  network: CaipNetwork | undefined;
};

/**
 * The reviewed transfer's details, the same on every step of the preview: the receiver (their name when known,
 * the address cut in the middle, the avatar through the image sanitiser), the network, and the fee from core's
 * estimate (with the reserve a new Solana account takes, and the USD value when the price is known).
 */
export function SendSummary({ client, form, network }: SendSummaryProps) {
  const i18n = useWalletFeatureTranslation();
  const address = form.receiverAddress ?? '';
  const fee = form.fee;
  const hasReserve = fee !== undefined && Number(fee.reserve) > 0;
  return (
    <dl className="wd-send-summary">
      <div className="wd-send-summary-row">
        <dt>{i18n.t('sendPreview.receiverLabel')}</dt>
        <dd className="wd-send-summary-receiver">
          <AccountAvatar address={address} image={safeImageUrl(form.receiverProfileImage)} />
          <span className="wd-send-summary-receiver-text">
            {form.receiverProfileName ? (
              <NameText className="wd-send-summary-name" name={form.receiverProfileName} />
            ) : null}
            <span className={form.receiverProfileName ? 'wd-send-summary-sub' : 'wd-send-summary-value'}>
              <MiddleTruncate value={address} head={address.startsWith('0x') ? 6 : 4} />
            </span>
          </span>
        </dd>
      </div>
      <div className="wd-send-summary-row">
        <dt>{i18n.t('sendPreview.networkLabel')}</dt>
        <dd className="wd-send-summary-network">
          {network ? <NetworkImage network={network} client={client} size={2} /> : null}
          <NameText
            className="wd-send-summary-value"
            name={network?.name ?? i18n.t('button.unknownNetwork')}
          />
        </dd>
      </div>
      <div className="wd-send-summary-row">
        <dt>{i18n.t('sendPreview.feeLabel')}</dt>
        <dd className="wd-send-summary-fee">
          {fee === undefined ? (
            <span className="wd-send-summary-value">
              {form.feeStatus === 'failed' ? i18n.t('sendPreview.feeUnavailable') : '…'}
            </span>
          ) : (
            <>
              <span className="wd-send-summary-value">
                <MiddleTruncate
                  value={`${fee.fee} ${fee.symbol}`}
                  shown={`${shortFee(i18n, fee.fee)} ${fee.symbol}`}
                />
              </span>
              {fee.usd === undefined ? null : (
                <span className="wd-send-summary-sub">{`≈ ${usd(i18n, fee.usd)}`}</span>
              )}
            </>
          )}
        </dd>
      </div>
      {hasReserve ? (
        <div className="wd-send-summary-row">
          <dt>{i18n.t('sendPreview.reserveLabel')}</dt>
          <dd className="wd-send-summary-fee">
            <span className="wd-send-summary-value">
              <MiddleTruncate
                value={`${fee.reserve} ${fee.symbol}`}
                shown={`${shortFee(i18n, fee.reserve)} ${fee.symbol}`}
              />
            </span>
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
