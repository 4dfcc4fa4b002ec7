/**
 * The JSON document of a `data:application/json;base64,…` (or `data:application/json,…`) URI, e.g. an on-chain
 * `tokenURI`; `undefined` for anything else (an http or ipfs URL is never fetched by the server).
 */
export function parseDataUriJson(uri: string): Record<string, unknown> | undefined {
  const match = /^data:application\/json(;[a-z0-9=-]+)*?(;base64)?,(.*)$/is.exec(uri);
  if (match === null) return undefined;
  try {
    const body = match[3] ?? '';
    const text =
      match[2] === undefined ? decodeURIComponent(body) : Buffer.from(body, 'base64').toString('utf8');
    const value = JSON.parse(text) as unknown;
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}
