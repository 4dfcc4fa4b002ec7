import { ConfigError } from '../errors.js';

/** The SMTP relay the codes are sent through. */
export type SmtpConfig = {
  host: string;
  port: number;
  /** TLS from the start (port 465); otherwise STARTTLS when the relay offers it. */
  secure: boolean;
  user: string | undefined;
  pass: string | undefined;
  /** The sender, `WalletDock <login@example.com>`. */
  from: string;
};

/** The frame host: the frame page's bundle on a listener of its own (the frame origin). */
export type FrameHostConfig = {
  /** Interface. Default `127.0.0.1`. */
  host: string;
  /** TCP port; `0` picks a free one. */
  port: number;
  /** The bundle's directory; absent → `@walletdock/frame`'s `dist/page` when it is installed. */
  dir: string | undefined;
};

/** The embedded wallet's auth service (`/auth/v1/*`); absent → those routes are not served. */
export type EmbeddedAuthConfig = {
  smtp: SmtpConfig;
  /** The frame page's origin (`https://wallet.example.com`): the only browser origin the auth routes answer. */
  frameOrigin: string;
  /** The access tokens' `iss`. Default `walletdock`. */
  issuer: string;
  /** HS256 key of the access tokens (at least 32 characters); absent → one generated once into the database. */
  jwtSecret: string | undefined;
  /** AES-256-GCM key of the auth shares at rest (32 bytes, base64); absent → generated once into the database. */
  shareKey: Uint8Array | undefined;
  /** The frame host; absent → the frame page is served elsewhere (at `frameOrigin`). */
  frame: FrameHostConfig | undefined;
};

export type EmbeddedAuthConfigInput = {
  frame?: Partial<FrameHostConfig>;
  smtp?: Partial<SmtpConfig>;
  frameOrigin?: string;
  issuer?: string;
  jwtSecret?: string;
  shareKey?: string;
};

/** The keys of `embeddedAuth` and of `embeddedAuth.smtp`. */
export const EMBEDDED_AUTH_KEYS = [
  'smtp',
  'frameOrigin',
  'issuer',
  'jwtSecret',
  'shareKey',
  'frame',
] as const;
export const FRAME_KEYS = ['host', 'port', 'dir'] as const;
export const SMTP_KEYS = ['host', 'port', 'secure', 'user', 'pass', 'from'] as const;

const ORIGIN = /^https?:\/\/[A-Za-z0-9.[\]:-]+(:\d{1,5})?$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown, field: string): string {
  if (typeof value !== 'string' || value.trim() === '')
    throw new ConfigError(field, 'must be a non-empty string');
  return value;
}

function optional(value: unknown, field: string): string | undefined {
  return value === undefined ? undefined : text(value, field);
}

function smtp(value: unknown): SmtpConfig {
  if (!isRecord(value)) throw new ConfigError('embeddedAuth.smtp', 'must be an object { host, port, from }');
  const port = value.port ?? 587;
  if (typeof port !== 'number' || !Number.isInteger(port) || port < 1 || port > 65_535)
    throw new ConfigError('embeddedAuth.smtp.port', 'must be an integer from 1 to 65535');
  const secure = value.secure ?? port === 465;
  if (typeof secure !== 'boolean') throw new ConfigError('embeddedAuth.smtp.secure', 'must be true or false');
  return {
    host: text(value.host, 'embeddedAuth.smtp.host'),
    port,
    secure,
    user: optional(value.user, 'embeddedAuth.smtp.user'),
    pass: optional(value.pass, 'embeddedAuth.smtp.pass'),
    from: text(value.from, 'embeddedAuth.smtp.from'),
  };
}

function shareKey(value: unknown): Uint8Array | undefined {
  if (value === undefined) return undefined;
  // A configuration validated before (createServer takes one) holds the decoded key.
  if (value instanceof Uint8Array && value.length === 32) return value;
  const key = Buffer.from(text(value, 'embeddedAuth.shareKey'), 'base64');
  if (key.length !== 32) throw new ConfigError('embeddedAuth.shareKey', 'must be 32 bytes, base64-encoded');
  return new Uint8Array(key);
}

function frame(value: unknown): FrameHostConfig | undefined {
  if (value === undefined) return undefined;
  if (!isRecord(value)) throw new ConfigError('embeddedAuth.frame', 'must be an object { port, host, dir }');
  const port = value.port;
  if (typeof port !== 'number' || !Number.isInteger(port) || port < 0 || port > 65_535)
    throw new ConfigError('embeddedAuth.frame.port', 'must be an integer from 0 to 65535');
  return {
    host: optional(value.host, 'embeddedAuth.frame.host') ?? '127.0.0.1',
    port,
    dir: optional(value.dir, 'embeddedAuth.frame.dir'),
  };
}

/**
 * Checks the `embeddedAuth` setting (the key checks of `refuseUnknownKeys` are the caller's).
 * @throws {ConfigError} naming the bad field (never echoing a secret).
 */
export function validateEmbeddedAuth(value: unknown): EmbeddedAuthConfig | undefined {
  if (value === undefined) return undefined;
  if (!isRecord(value)) throw new ConfigError('embeddedAuth', 'must be an object { smtp, frameOrigin }');
  const frameOrigin = text(value.frameOrigin, 'embeddedAuth.frameOrigin');
  if (!ORIGIN.test(frameOrigin))
    throw new ConfigError('embeddedAuth.frameOrigin', 'must be an origin such as https://wallet.example.com');
  const jwtSecret = optional(value.jwtSecret, 'embeddedAuth.jwtSecret');
  if (jwtSecret !== undefined && jwtSecret.length < 32)
    throw new ConfigError('embeddedAuth.jwtSecret', 'must be at least 32 characters');
  return {
    smtp: smtp(value.smtp),
    frameOrigin: frameOrigin.toLowerCase(),
    issuer: optional(value.issuer, 'embeddedAuth.issuer') ?? 'walletdock',
    jwtSecret,
    shareKey: shareKey(value.shareKey),
    frame: frame(value.frame),
  };
}
