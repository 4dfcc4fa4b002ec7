'use client';

import type { View, WalletDockClient } from '@walletdock/core';
import type { ReactNode } from 'react';
import { BackIcon, CloseIcon } from './icons.js';
import { type ShellText, viewTitleKey } from './messages.js';

type ModalHeaderProps = {
  client: WalletDockClient;
  /** The router the shell renders (the prerendered one while hidden). */
  router: { view: View; data?: Readonly<Record<string, unknown>> | undefined; history: readonly unknown[] };
  /** The id of the title, which labels the dialog. */
  titleId: string;
  /** The shown view refuses to be dismissed: the close button is marked unavailable (it shakes the dialog). */
  closeBlocked: boolean;
  requestClose(): Promise<boolean>;
  t: ShellText;
};

/**
 * The dialog's header: back (when there is a view to go back to), the view's title, close. A div, not <header>:
 * inside a dialog a header is still a banner landmark next to the page's own.
 */
export function ModalHeader({ client, router, titleId, closeBlocked, requestClose, t }: ModalHeaderProps) {
  return (
    <div className="wd-header">
      {router.history.length > 1 ? (
        <button
          type="button"
          className="wd-icon-button wd-back"
          aria-label={t('modal.back')}
          onClick={() => client.controllers.router.goBack()}
        >
          <BackIcon />
        </button>
      ) : null}
      <h2 className="wd-title" id={titleId} key={router.view}>
        {viewTitle(router.view, router.data, t)}
      </h2>
      <button
        type="button"
        className="wd-icon-button wd-close"
        aria-label={t('modal.close')}
        aria-disabled={closeBlocked || undefined}
        onClick={() => void requestClose()}
      >
        <CloseIcon />
      </button>
    </div>
  );
}

/**
 * The header title of a view: a view opened with a `title` in its router data (e.g. ConnectingExternal with the
 * wallet's name) shows it, inside a bidi isolate; every other view shows its catalogue title.
 */
function viewTitle(view: View, data: Readonly<Record<string, unknown>> | undefined, t: ShellText): ReactNode {
  const title = data?.title;
  // A wallet's name comes from a directory or an announcement: isolated, so its direction cannot reorder the header.
  return typeof title === 'string' && title.trim() !== '' ? <bdi>{title}</bdi> : t(viewTitleKey(view));
}
