'use client';

import { useViewTranslation } from '../shared/use-view-translation.js';

/**
 * An Account tab's failed load (Tokens, NFTs, Activity): what failed, announced as an alert, and "Try again"
 * when the tab can retry. The one message for that failure (core raises no toast for it).
 */
export function TabError({ message, onRetry }: { message: string; onRetry?: (() => void) | undefined }) {
  const i18n = useViewTranslation();
  return (
    <div className="wd-empty" role="alert">
      <p className="wd-empty-title">{message}</p>
      {onRetry ? (
        <button type="button" className="wd-button wd-button--secondary wd-button--small" onClick={onRetry}>
          {i18n.t('common.retry')}
        </button>
      ) : null}
    </div>
  );
}
