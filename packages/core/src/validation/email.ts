/** Longest e-mail address SMTP can carry (RFC 5321 path limit minus the angle brackets). */
export const MAX_EMAIL_LENGTH = 254;

const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const DOMAIN_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
const TOP_LEVEL_LABEL = /^(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/;

/**
 * True for an e-mail address the embedded wallet can log in with or change to (spec §5): an ASCII
 * dot-atom local part of at most 64 characters (no leading, trailing or doubled dots), `@`, and a domain of
 * at least two labels whose last one is alphabetic or punycode (so `user@localhost` and `user@1.2.3.4`
 * fail), 254 characters at most in all. Whitespace is not trimmed: trim before calling. Quoted local parts,
 * IP-literal domains and non-ASCII addresses are rejected on purpose.
 */
export function isValidEmail(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > MAX_EMAIL_LENGTH) return false;
  const at = value.lastIndexOf('@');
  if (at <= 0 || at !== value.indexOf('@')) return false;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  if (local.length > 64 || !LOCAL_PART.test(local)) return false;
  const labels = domain.split('.');
  if (labels.length < 2) return false;
  const tld = labels[labels.length - 1] as string;
  return labels.every((label) => DOMAIN_LABEL.test(label)) && TOP_LEVEL_LABEL.test(tld);
}
