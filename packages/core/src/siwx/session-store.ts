import type { Logger } from '../client/clock.js';
import type { StorageBackend } from '../storage/types.js';
import { isSessionCurrent, isSiwxSession } from './session-shape.js';
import type { SIWXSession } from './types.js';

/** Where the default sign-in implementation keeps its sessions (a JSON array), beside the client's keys. */
export const SIWX_SESSIONS_KEY = '@walletdock/siwx-sessions';

/** Sign-in sessions kept in a storage backend: read checked, expired ones dropped. */
export type SiwxSessionStore = {
  /** The stored sessions still valid at `now` (expired ones are removed from storage). */
  read(now: number): SIWXSession[];
  write(sessions: readonly SIWXSession[]): void;
};

/**
 * Keeps sessions under {@link SIWX_SESSIONS_KEY} of `backend`. Reading never throws: an unreadable value, or
 * an entry without a session's shape, is ignored with a warning (and dropped at the next write); a backend
 * that throws reads as empty and a failed write is logged, as storage is never a source of failure.
 */
export function createSiwxSessionStore(backend: () => StorageBackend, logger: Logger): SiwxSessionStore {
  const write = (sessions: readonly SIWXSession[]): void => {
    try {
      if (sessions.length === 0) backend().removeItem(SIWX_SESSIONS_KEY);
      else backend().setItem(SIWX_SESSIONS_KEY, JSON.stringify(sessions));
    } catch (error) {
      logger.warn('The sign-in sessions could not be stored', error);
    }
  };

  const readAll = (): { sessions: SIWXSession[]; dropped: boolean } => {
    let raw: string | null;
    try {
      raw = backend().getItem(SIWX_SESSIONS_KEY);
    } catch (error) {
      logger.warn('The sign-in sessions could not be read', error);
      return { sessions: [], dropped: false };
    }
    if (raw === null) return { sessions: [], dropped: false };
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      logger.warn('Ignoring stored sign-in sessions: they are not JSON');
      return { sessions: [], dropped: true };
    }
    if (!Array.isArray(parsed)) {
      logger.warn('Ignoring stored sign-in sessions: they are not a list');
      return { sessions: [], dropped: true };
    }
    const sessions = parsed.filter(isSiwxSession);
    if (sessions.length < parsed.length) {
      logger.warn(
        `Ignoring ${parsed.length - sessions.length} stored sign-in session(s) of an unknown shape`,
      );
    }
    return { sessions, dropped: sessions.length < parsed.length };
  };

  return {
    read(now) {
      const { sessions, dropped } = readAll();
      const current = sessions.filter(
        (session) => isSessionCurrent(session, now) || notYetValid(session, now),
      );
      if (dropped || current.length < sessions.length) write(current);
      return current.filter((session) => isSessionCurrent(session, now));
    },
    write,
  };
}

/** A session whose `notBefore` is still ahead: kept in storage, not used yet. */
function notYetValid(session: SIWXSession, now: number): boolean {
  const { notBefore, expirationTime } = session.data;
  return (
    notBefore !== undefined &&
    Date.parse(notBefore) > now &&
    (expirationTime === undefined || now < Date.parse(expirationTime))
  );
}
