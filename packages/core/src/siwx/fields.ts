/**
 * The value rules of a sign-in message's fields (ERC-4361's ABNF, CAIP-122's data model), each a predicate
 * used both to write a message and to read one.
 */

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(?:\.\d+)?(?:[Zz]|([+-])(\d{2}):(\d{2}))$/;

/** An RFC 3339 `date-time` (e.g. `2021-09-30T16:25:24Z`, `2021-09-30T18:25:24.000+02:00`), in range. */
export function isRfc3339DateTime(value: string): boolean {
  const match = DATE_TIME.exec(value);
  if (!match) return false;
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number) as number[];
  const leap = (year as number) % 4 === 0 && ((year as number) % 100 !== 0 || (year as number) % 400 === 0);
  const days = month === 2 && !leap ? 28 : (DAYS_IN_MONTH[(month as number) - 1] ?? 0);
  const offsetOk = match[7] === undefined || (Number(match[8]) < 24 && Number(match[9]) < 60);
  return (
    (month as number) >= 1 &&
    (day as number) >= 1 &&
    (day as number) <= days &&
    (hour as number) < 24 &&
    (minute as number) < 60 &&
    (second as number) <= 60 &&
    offsetOk
  );
}

const URI = /^[A-Za-z][A-Za-z0-9+.-]*:[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=%]*$/;

/** An absolute RFC 3986 URI: a scheme, then only URI characters, every `%` starting an escape. */
export function isUri(value: string): boolean {
  return URI.test(value) && !/%(?![0-9A-Fa-f]{2})/.test(value);
}

const USERINFO = /^[A-Za-z0-9\-._~!$&'()*+,;=:]*$/;
const HOSTNAME = /^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*$/;
const IPV6 = /^\[[0-9A-Fa-f:.]+\]$/;

/**
 * The `domain` of a sign-in message: an RFC 3986 authority `[userinfo@]host[:port]` whose host is a DNS host
 * name (letters, digits, hyphens, dots: RFC 4501's `dnsauthority`, as CAIP-122 asks), an IPv4 address or a
 * bracketed IPv6 address.
 */
export function isDomain(value: string): boolean {
  const at = value.lastIndexOf('@');
  const userinfo = at === -1 ? '' : value.slice(0, at);
  let hostPort = at === -1 ? value : value.slice(at + 1);
  if (!USERINFO.test(userinfo)) return false;
  const port = /:(\d{1,5})$/.exec(hostPort);
  if (port) {
    if (Number(port[1]) > 65535) return false;
    hostPort = hostPort.slice(0, port.index);
  }
  return hostPort.length > 0 && hostPort.length <= 253 && (HOSTNAME.test(hostPort) || IPV6.test(hostPort));
}

/** ERC-4361's nonce: at least 8 letters and digits. */
export function isNonce(value: string): boolean {
  return /^[A-Za-z0-9]{8,}$/.test(value);
}

/** One line of printable text (no control character), not empty: a statement or a request id. */
export function isOneLine(value: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  return value.length > 0 && !/[\u0000-\u001f\u007f]/.test(value);
}
