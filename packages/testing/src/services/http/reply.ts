/** What a route handler returns: the server serialises it (JSON unless `body` is a string or bytes). */
export type Reply = {
  status?: number;
  headers?: Record<string, string>;
  body: unknown;
};

/** A JSON reply (status 200 unless given). */
export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Reply {
  return { status, headers, body };
}
