/**
 * The id of a directory image (and of a wallet): 1–100 letters, digits, `.`, `_` or `-`, starting with a letter
 * or digit, so that no id is `.` or `..` or looks like a hidden file.
 */
export const IMAGE_ID_PATTERN = '^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$';

export const IMAGE_ID = new RegExp(IMAGE_ID_PATTERN);

/** How a refused id is described (seed errors). */
export const IMAGE_ID_RULE = 'must be 1–100 letters, digits, ., _ or -, starting with a letter or digit';
