import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { mailboxPage } from './mailbox-page.js';
import { type CaughtMail, codeOf, parseMail } from './parse-mail.js';

export type MailCatcher = {
  /** Where to send (an SMTP relay without authentication or TLS, on loopback). */
  smtp: { host: string; port: number };
  /** The mailbox page (`/`) and its JSON API (`/messages`, newest first). */
  url: string;
  /** Every message received, newest first. */
  messages(): CaughtMail[];
  /** The first message to `to` received at or after `after` (ms since the epoch; default any), waiting for it. */
  waitFor(to: string, options?: { after?: number; timeoutMs?: number }): Promise<CaughtMail>;
  /** The code (`Your code is 123456`) of the newest message to `to`, or undefined. */
  latestCode(to: string): string | undefined;
  close(): Promise<void>;
};

const MAX_MESSAGE_BYTES = 1_000_000;

function listen(server: { listen(port: number, host: string, cb: () => void): unknown }, host: string) {
  return new Promise<void>((resolve) => server.listen(0, host, resolve));
}

function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    stream.on('error', reject);
  });
}

/**
 * A local SMTP catcher for tests and the demo (`smtp-server`: no authentication, no TLS, loopback, a free
 * port) with a mailbox page and a JSON API. Messages are kept in memory until `close()`.
 */
export async function startMailCatcher({ host = '127.0.0.1' }: { host?: string } = {}): Promise<MailCatcher> {
  const received: CaughtMail[] = [];
  const waiters = new Set<() => void>();
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: MAX_MESSAGE_BYTES,
    logger: false,
    onData(stream, session, callback) {
      readAll(stream).then((raw) => {
        const envelope = session.envelope;
        const from = envelope.mailFrom === false ? '' : envelope.mailFrom.address.toLowerCase();
        const to = envelope.rcptTo.map((each) => each.address.toLowerCase());
        received.push({ id: received.length + 1, from, to, ...parseMail(raw), receivedAt: Date.now() });
        for (const wake of waiters) wake();
        callback();
      }, callback);
    },
  });
  await listen(smtp, host);
  const smtpPort = (smtp.server.address() as AddressInfo).port;

  const newestFirst = () => [...received].reverse();
  const http: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://mailbox');
    const to = url.searchParams.get('to')?.toLowerCase();
    const list = newestFirst().filter((mail) => to === undefined || mail.to.includes(to));
    if (url.pathname === '/messages') {
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(list));
    } else if (url.pathname === '/') {
      response
        .writeHead(200, {
          'content-type': 'text/html; charset=utf-8',
          'content-security-policy': "default-src 'none'",
        })
        .end(mailboxPage(list));
    } else response.writeHead(404).end();
  });
  await listen(http, host);
  const httpPort = (http.address() as AddressInfo).port;

  const find = (to: string, after: number) =>
    received.find((mail) => mail.to.includes(to.toLowerCase()) && mail.receivedAt >= after);

  return {
    smtp: { host, port: smtpPort },
    url: `http://${host}:${httpPort}`,
    messages: newestFirst,
    waitFor(to, { after = 0, timeoutMs = 10_000 } = {}) {
      const found = find(to, after);
      if (found !== undefined) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const wake = () => {
          const mail = find(to, after);
          if (mail === undefined) return;
          waiters.delete(wake);
          clearTimeout(timer);
          resolve(mail);
        };
        const timer = setTimeout(() => {
          waiters.delete(wake);
          reject(new Error(`no e-mail to ${to} within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(wake);
      });
    },
    latestCode(to) {
      const mail = newestFirst().find((each) => each.to.includes(to.toLowerCase()));
      return mail === undefined ? undefined : codeOf(mail);
    },
    async close() {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}
