/** A week: how long a session of the default implementation lasts unless told otherwise. */
export const DEFAULT_SIWX_SESSION_MS = 7 * 24 * 60 * 60 * 1000;
