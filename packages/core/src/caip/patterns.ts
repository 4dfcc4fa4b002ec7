/**
 * The CAIP syntax rules, defined once: every check of a CAIP-2 id, a namespace, a reference or a CAIP-10 account
 * address in core (and in `@walletdock/server`, through `@walletdock/core/primitives`) uses these.
 * https://github.com/ChainAgnostic/CAIPs/blob/main/CAIPs/caip-2.md and caip-10.md.
 */

/** CAIP-2 namespace: 3 to 8 characters of a-z, 0-9 and "-". */
export const CAIP2_NAMESPACE_PATTERN = /^[-a-z0-9]{3,8}$/;
/** CAIP-2 reference: 1 to 32 characters of a-z, A-Z, 0-9, "-" and "_". */
export const CAIP2_REFERENCE_PATTERN = /^[-_a-zA-Z0-9]{1,32}$/;
/** A whole CAIP-2 id, `namespace:reference` (the namespace not restricted to the known ones). */
export const CAIP2_PATTERN = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/;
/** CAIP-10 account address: 1 to 128 characters of a-z, A-Z, 0-9, "-", "." and "%". */
export const CAIP10_ADDRESS_PATTERN = /^[-.%a-zA-Z0-9]{1,128}$/;
/** A comma-separated list of CAIP-2 ids, as a JSON-schema `pattern` string (e.g. a route's `chains` query). */
export const CAIP2_LIST_PATTERN_SOURCE =
  '^([-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32})(,[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32})*$';
