import { useCallback, useEffect, useState } from 'react';

/** The longest delay `setTimeout` takes (about 24.8 days); a later expiry is checked again after it. */
const MAX_TIMEOUT_MS = 2_147_483_647;

/**
 * Whether the pairing `uri` shown has passed its expiry (`wcPairingExpiry`, ms since the epoch), checked by a
 * timer at the expiry; `clear()` forgets it (a new attempt starts). A new expiry is a new pairing, not expired.
 */
export function usePairingExpiry(
  uri: string | undefined,
  wcPairingExpiry: number | undefined,
): { expired: boolean; clear: () => void } {
  const [expiredAt, setExpiredAt] = useState<number | undefined>(undefined);

  useEffect(() => {
    if (uri === undefined || wcPairingExpiry === undefined) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      const left = wcPairingExpiry - Date.now();
      if (left <= 0) setExpiredAt(wcPairingExpiry);
      else timer = setTimeout(check, Math.min(left, MAX_TIMEOUT_MS));
    };
    check();
    return () => clearTimeout(timer);
  }, [uri, wcPairingExpiry]);

  const clear = useCallback(() => setExpiredAt(undefined), []);
  return {
    expired: uri !== undefined && wcPairingExpiry !== undefined && expiredAt === wcPairingExpiry,
    clear,
  };
}
