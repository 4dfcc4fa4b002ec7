import type { AnnouncedProvider, EIP1193Provider, EIP6963ProviderInfo } from './types.js';

/** Why an announcement was ignored. */
export type Eip6963InvalidReason =
  | 'detail-not-object'
  | 'info-not-object'
  | 'invalid-uuid'
  | 'invalid-name'
  | 'invalid-icon'
  | 'invalid-rdns'
  | 'invalid-provider'
  | 'unreadable';

export type Eip6963ValidationResult =
  | { readonly ok: true; readonly value: AnnouncedProvider }
  | { readonly ok: false; readonly reason: Eip6963InvalidReason };

/** Longest accepted wallet name, in UTF-16 code units. Longer names are treated as hostile. */
export const EIP6963_MAX_NAME_LENGTH = 100;
/** Longest accepted icon data URI (1 MiB of characters). Real wallet icons are a few kilobytes. */
export const EIP6963_MAX_ICON_LENGTH = 1_048_576;
/** Longest reverse-DNS name: the longest DNS name (RFC 1035). */
export const EIP6963_MAX_RDNS_LENGTH = 253;

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

// Reverse DNS: at least two dot-separated labels of 1-63 letters, digits or inner hyphens; the first label
// (the top-level domain) starts with a letter.
const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const REVERSE_DNS = new RegExp(`^[a-z](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\\.${LABEL})+$`, 'i');

// RFC 2397: data:[<mediatype>][;base64],<data>, here with a mediatype of type `image`. Subtypes and
// parameter attributes are RFC 2045 tokens. Parameters are `attribute=value`, or a bare token such as the
// `;utf8` that browsers accept and some wallets send.
const TOKEN = "[a-z0-9!#$%&'*+.^_`|~-]+";
const DATA_IMAGE_URI = new RegExp(
  `^data:image/${TOKEN}((?:;${TOKEN}(?:=(?:${TOKEN}|"[^"\\\\]*"))?)*?)(;base64)?,([^]+)$`,
  'i',
);
const BASE64 = /^[a-z0-9+/]*={0,2}$/i;
// Control characters: C0, DEL and C1.
// biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point.
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
// Bidirectional formatting characters can make a name render as another one ("Meta\u202eksaM").
const BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/** Whether `value` is a UUID of version 4 (RFC 9562), in either letter case. */
export function isUuidV4(value: unknown): value is string {
  return typeof value === 'string' && UUID_V4.test(value);
}

/** Whether `value` is a reverse-DNS name such as `com.example.wallet`. */
export function isReverseDns(value: unknown): value is string {
  return typeof value === 'string' && value.length <= EIP6963_MAX_RDNS_LENGTH && REVERSE_DNS.test(value);
}

/**
 * Whether `value` is an RFC 2397 data URI of an image (`data:image/svg+xml,…`, `data:image/png;base64,…`)
 * no longer than {@link EIP6963_MAX_ICON_LENGTH}. Base64 payloads must be well-formed (forgiving-base64:
 * padding optional); other payloads must not contain control characters.
 */
export function isDataImageUri(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > EIP6963_MAX_ICON_LENGTH) return false;
  const match = DATA_IMAGE_URI.exec(value);
  if (!match) return false;
  const isBase64 = match[2] !== undefined;
  const data = match[3] ?? '';
  if (!isBase64) return !CONTROL.test(data);
  if (!BASE64.test(data)) return false;
  const unpadded = data.replace(/=+$/, '');
  if (unpadded.length % 4 === 1) return false;
  return data.length === unpadded.length || data.length % 4 === 0;
}

/** Whether `value` is a displayable wallet name: non-blank, at most 100 characters, no control or bidi characters. */
export function isWalletName(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.trim().length > 0 &&
    value.length <= EIP6963_MAX_NAME_LENGTH &&
    !CONTROL.test(value) &&
    !BIDI.test(value)
  );
}

function isObject(value: unknown): value is Record<PropertyKey, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * Checks the `detail` of an `eip6963:announceProvider` event. Every property is read exactly once (getters
 * and proxies cannot answer differently to the check and to the copy), and any exception while reading makes
 * the announcement `unreadable` instead of escaping. On success, `value.info` is a frozen copy with the name
 * trimmed, and `value.provider` is the announced provider object.
 */
export function validateAnnouncement(detail: unknown): Eip6963ValidationResult {
  try {
    if (!isObject(detail)) return invalid('detail-not-object');
    const info: unknown = detail.info;
    const provider: unknown = detail.provider;
    if (!isObject(info)) return invalid('info-not-object');
    const uuid: unknown = info.uuid;
    const name: unknown = info.name;
    const icon: unknown = info.icon;
    const rdns: unknown = info.rdns;
    if (!isUuidV4(uuid)) return invalid('invalid-uuid');
    if (!isWalletName(name)) return invalid('invalid-name');
    if (!isDataImageUri(icon)) return invalid('invalid-icon');
    if (!isReverseDns(rdns)) return invalid('invalid-rdns');
    if (!isObject(provider) || typeof provider.request !== 'function') return invalid('invalid-provider');
    const copy: EIP6963ProviderInfo = Object.freeze({ uuid, name: name.trim(), icon, rdns });
    return {
      ok: true,
      value: Object.freeze({ info: copy, provider: provider as unknown as EIP1193Provider }),
    };
  } catch {
    return invalid('unreadable');
  }
}

function invalid(reason: Eip6963InvalidReason): Eip6963ValidationResult {
  return { ok: false, reason };
}
