/** The JSON schemas of the `/auth/v1/*` routes (docs/embedded-wallet-auth.md). */

export const EMAIL = { type: 'string', minLength: 3, maxLength: 254 } as const;
export const CODE = { type: 'string', minLength: 1, maxLength: 16 } as const;
export const BLOB = { type: 'string', minLength: 1, maxLength: 8_192 } as const;
export const DEVICE = {
  type: 'object',
  required: ['id'],
  additionalProperties: false,
  properties: {
    id: { type: 'string', pattern: '^[A-Za-z0-9_-]{8,128}$' },
    publicKey: { type: 'string', minLength: 1, maxLength: 1_024 },
  },
} as const;

export const START_BODY = {
  type: 'object',
  required: ['email', 'device'],
  additionalProperties: false,
  properties: { email: EMAIL, device: DEVICE },
} as const;
export const VERIFY_BODY = {
  type: 'object',
  required: ['email', 'code', 'device'],
  additionalProperties: false,
  properties: { email: EMAIL, code: CODE, device: DEVICE },
} as const;
export const CODE_BODY = {
  type: 'object',
  required: ['code'],
  additionalProperties: false,
  properties: { code: CODE },
} as const;
export const REFRESH_BODY = {
  type: 'object',
  required: ['refreshToken'],
  additionalProperties: false,
  properties: { refreshToken: { type: 'string', minLength: 1, maxLength: 200 } },
} as const;
export const SHARE_BODY = {
  type: 'object',
  required: ['ciphertext'],
  additionalProperties: false,
  properties: { ciphertext: BLOB },
} as const;
export const CHANGE_BODY = {
  type: 'object',
  required: ['newEmail'],
  additionalProperties: false,
  properties: { newEmail: EMAIL },
} as const;
export const EXPORT_CHECK_BODY = {
  type: 'object',
  required: ['exportToken'],
  additionalProperties: false,
  properties: { exportToken: { type: 'string', minLength: 1, maxLength: 2_000 } },
} as const;
export const ADDRESSES_BODY = {
  type: 'object',
  required: ['addresses'],
  additionalProperties: false,
  properties: {
    addresses: {
      type: 'array',
      maxItems: 16,
      items: {
        type: 'object',
        required: ['namespace', 'address', 'type'],
        additionalProperties: false,
        properties: {
          namespace: { type: 'string', maxLength: 32 },
          address: { type: 'string', maxLength: 128 },
          type: { type: 'string', enum: ['eoa', 'smartAccount'] },
        },
      },
    },
  },
} as const;

export const ACTION_RESPONSE = {
  type: 'object',
  required: ['action'],
  additionalProperties: false,
  properties: { action: { type: 'string' } },
} as const;
export const TOKENS = {
  accessToken: { type: 'string' },
  refreshToken: { type: 'string' },
  expiresIn: { type: 'number' },
} as const;
export const TOKENS_RESPONSE = {
  type: 'object',
  required: ['accessToken', 'refreshToken', 'expiresIn'],
  additionalProperties: false,
  properties: TOKENS,
} as const;
export const USER = {
  type: 'object',
  required: ['id', 'email', 'accounts', 'preferredAccountType'],
  additionalProperties: false,
  properties: {
    id: { type: 'string' },
    email: { type: ['string', 'null'] },
    accounts: {
      type: 'array',
      items: {
        type: 'object',
        required: ['namespace', 'address', 'type'],
        additionalProperties: false,
        properties: {
          namespace: { type: 'string' },
          address: { type: 'string' },
          type: { type: 'string', enum: ['eoa', 'smartAccount'] },
        },
      },
    },
    preferredAccountType: { type: ['string', 'null'], enum: ['eoa', 'smartAccount', null] },
  },
} as const;
export const USER_RESPONSE = {
  type: 'object',
  required: ['user'],
  additionalProperties: false,
  properties: { user: USER },
} as const;
export const VERIFY_RESPONSE = {
  type: 'object',
  required: ['accessToken', 'refreshToken', 'expiresIn', 'user', 'hasAuthShare', 'hasRecoveryShare'],
  additionalProperties: false,
  properties: {
    ...TOKENS,
    user: USER,
    hasAuthShare: { type: 'boolean' },
    hasRecoveryShare: { type: 'boolean' },
  },
} as const;
export const SHARE_RESPONSE = {
  type: 'object',
  required: ['ciphertext'],
  additionalProperties: false,
  properties: { ciphertext: { type: 'string' }, version: { type: 'number' } },
} as const;
export const EXPORT_RESPONSE = {
  type: 'object',
  required: ['exportToken', 'expiresIn'],
  additionalProperties: false,
  properties: { exportToken: { type: 'string' }, expiresIn: { type: 'number' } },
} as const;
export const VALID_RESPONSE = {
  type: 'object',
  required: ['valid'],
  additionalProperties: false,
  properties: { valid: { type: 'boolean' } },
} as const;
