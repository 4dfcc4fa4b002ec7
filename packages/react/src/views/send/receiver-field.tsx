'use client';

import { safeImageUrl } from '@walletdock/core';
import { AccountAvatar } from '../account/account-avatar.js';
import { MiddleTruncate } from '../shared/middle-truncate.js';
import { NameText } from '../shared/name-text.js';
import { useWalletFeatureTranslation } from '../shared/use-wallet-feature-translation.js';

export type ReceiverFieldProps = {
  text: string;
  onText(text: string): void;
  /** Names can be typed (eip155 with the names feature configured): the placeholder says "Address or name". */
  acceptsNames: boolean;
  /** Core resolves the typed name (`state.send.resolvingName`). */
  resolving: boolean;
  /** The receiver's address and, when known, their name and avatar (core's `state.send.receiver*`). */
  address: string | undefined;
  name: string | undefined;
  image: string | undefined;
  problem: string | undefined;
  problemId: string;
};

/**
 * The receiver: an address of the active namespace or a name (core resolves it). Under the field, in one slot
 * of fixed height: the name being looked up, else the problem, else the resolved receiver — their avatar
 * (only through the image sanitiser, else the address's gradient), their name (the name rule) and the address
 * it resolved to (cut in the middle).
 */
export function ReceiverField(props: ReceiverFieldProps) {
  const { text, onText, acceptsNames, resolving, address, name, image, problem, problemId } = props;
  const i18n = useWalletFeatureTranslation();
  const resolved = !resolving && !problem && address !== undefined && name !== undefined && name !== '';
  return (
    <div className="wd-send-field">
      <label className="wd-send-label" htmlFor="wd-send-receiver">
        {i18n.t('send.receiverLabel')}
      </label>
      <input
        id="wd-send-receiver"
        className="wd-input wd-send-receiver"
        type="text"
        autoComplete="off"
        autoCapitalize="off"
        autoCorrect="off"
        spellCheck={false}
        placeholder={
          acceptsNames ? i18n.t('send.receiverPlaceholder') : i18n.t('send.receiverPlaceholderAddress')
        }
        value={text}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problemId}
        onChange={(event) => onText(event.currentTarget.value)}
      />
      <div className="wd-send-receiver-slot" id={problemId} aria-live="polite">
        {resolving ? (
          <span className="wd-send-resolving">
            <span className="wd-spinner" aria-hidden="true" />
            {i18n.t('send.resolving')}
          </span>
        ) : problem ? (
          <p className="wd-send-problem">{problem}</p>
        ) : resolved ? (
          <span className="wd-send-resolved">
            <AccountAvatar address={address} image={safeImageUrl(image)} />
            <NameText className="wd-send-resolved-name" name={name} />
            <span className="wd-send-resolved-address">
              <MiddleTruncate value={address} head={address.startsWith('0x') ? 6 : 4} />
            </span>
          </span>
        ) : null}
      </div>
    </div>
  );
}
