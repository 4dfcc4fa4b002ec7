import { createTransport } from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MailCatcher, startMailCatcher } from './mail-catcher.js';

describe('the local mail catcher', () => {
  let catcher: MailCatcher;
  beforeAll(async () => {
    catcher = await startMailCatcher();
  });
  afterAll(() => catcher?.close());

  const send = (to: string, text: string, subject = 'Sign in') =>
    createTransport({ host: catcher.smtp.host, port: catcher.smtp.port, secure: false }).sendMail({
      from: 'WalletDock <login@example.com>',
      to,
      subject,
      text,
      html: `<p>${text}</p>`,
    });

  it('receives a real SMTP message, parses it and reads its code', async () => {
    const before = Date.now();
    await send('Alice@Example.com', 'Your code is 042917\n\nIt expires in 10 minutes.', 'Ünïcode — sign in');
    const mail = await catcher.waitFor('alice@example.com', { after: before });
    expect(mail).toMatchObject({
      to: ['alice@example.com'],
      from: 'login@example.com',
      subject: 'Ünïcode — sign in',
    });
    expect(mail.text).toContain('Your code is 042917');
    expect(mail.html).toContain('<p>Your code is 042917');
    expect(catcher.latestCode('alice@example.com')).toBe('042917');
    expect(catcher.latestCode('nobody@example.com')).toBeUndefined();
  });

  it('waits for a message that has not arrived yet, and gives up with a clear error', async () => {
    const waiting = catcher.waitFor('bob@example.com', { after: Date.now() });
    await send('bob@example.com', 'Your code is 111222');
    expect((await waiting).text).toContain('111222');
    await expect(catcher.waitFor('carol@example.com', { timeoutMs: 50 })).rejects.toThrow(
      'no e-mail to carol@example.com within 50 ms',
    );
  });

  it('lists messages newest first in its JSON API and HTML-escapes them on its page', async () => {
    await send('dave@example.com', 'Your code is 333444 <script>alert(1)</script>');
    const list = (await (await fetch(`${catcher.url}/messages`)).json()) as { to: string[] }[];
    expect(list[0]?.to).toEqual(['dave@example.com']);
    expect(list.map((mail) => mail.to[0])).toEqual(catcher.messages().map((mail) => mail.to[0]));
    const page = await (await fetch(`${catcher.url}/`)).text();
    expect(page).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(page).not.toContain('<script>');
    expect(page.indexOf('dave@example.com')).toBeLessThan(page.indexOf('alice@example.com'));
  });
});
