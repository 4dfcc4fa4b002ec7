import { describe, expect, it } from 'vitest';
import { validateConfig } from '../config/config.js';

const smtp = { host: 'smtp.example.com', from: 'login@example.com' };

describe('the embeddedAuth setting', () => {
  it('fills in the defaults and survives a second validation (createServer takes a validated config)', () => {
    const key = Buffer.alloc(32, 7).toString('base64');
    const config = validateConfig({
      embeddedAuth: { frameOrigin: 'https://Wallet.example.com', smtp, shareKey: key },
    });
    expect(config.embeddedAuth).toMatchObject({
      frameOrigin: 'https://wallet.example.com',
      issuer: 'walletdock',
      smtp: { host: 'smtp.example.com', port: 587, secure: false, from: 'login@example.com' },
      frame: undefined,
    });
    expect(validateConfig(config).embeddedAuth?.shareKey).toEqual(new Uint8Array(32).fill(7));
  });

  it('refuses bad values naming the field, without echoing a secret', () => {
    const bad: [object, string][] = [
      [{ frameOrigin: 'wallet.example.com', smtp }, 'embeddedAuth.frameOrigin must be an origin'],
      [{ frameOrigin: 'https://w.example.com/path', smtp }, 'embeddedAuth.frameOrigin must be an origin'],
      [{ frameOrigin: 'https://w.example.com' }, 'embeddedAuth.smtp must be an object'],
      [{ frameOrigin: 'https://w.example.com', smtp: { host: 'h' } }, 'embeddedAuth.smtp.from must be'],
      [
        { frameOrigin: 'https://w.example.com', smtp, jwtSecret: 'short-secret' },
        'embeddedAuth.jwtSecret must be at least 32',
      ],
      [
        { frameOrigin: 'https://w.example.com', smtp, shareKey: 'c2hvcnQ=' },
        'embeddedAuth.shareKey must be 32 bytes',
      ],
      [
        { frameOrigin: 'https://w.example.com', smtp, frame: { port: -1 } },
        'embeddedAuth.frame.port must be',
      ],
      [
        { frameOrigin: 'https://w.example.com', smtp: { ...smtp, passs: 'x' } },
        'embeddedAuth.smtp.passs is not a known setting; did you mean pass',
      ],
      [
        { frameOrigin: 'https://w.example.com', smtp, fram: {} },
        'embeddedAuth.fram is not a known setting; did you mean frame',
      ],
    ];
    for (const [embeddedAuth, message] of bad) {
      const error = (() => {
        try {
          validateConfig({ embeddedAuth });
        } catch (caught) {
          return caught as Error;
        }
      })();
      expect(error?.message).toContain(message);
      expect(error?.message).not.toContain('short-secret');
    }
  });
});
