import type { AddressInfo } from 'node:net';
import { createServer, type Socket } from 'node:net';

/** A message the sink received: its envelope recipients and its raw DATA. */
export type SunkMail = { to: string[]; data: string };

export type SmtpSink = {
  port: number;
  messages: SunkMail[];
  /** The code (`Your code is 123456`) of the newest message to `to`. */
  latestCode(to: string): string | undefined;
  /** The newest message to `to`, waiting up to 5 s for one past `count` messages to it. */
  next(to: string, count: number): Promise<SunkMail>;
  close(): Promise<void>;
};

/**
 * A minimal SMTP relay on loopback for the server's own tests (the SMTP relay is a boundary the server does not
 * own; @walletdock/testing's mail catcher is the full one, on `smtp-server`, which this package cannot depend
 * on). Speaks just what nodemailer sends: EHLO, MAIL, RCPT, DATA, QUIT. Quoted-printable soft breaks are
 * undone so that the code line reads whole.
 */
export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: SunkMail[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    let buffer = '';
    let inData = false;
    let to: string[] = [];
    socket.write('220 sink ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          messages.push({ to, data: buffer.slice(0, end).replace(/=\r\n/g, '') });
          buffer = buffer.slice(end + 5);
          inData = false;
          to = [];
          socket.write('250 OK\r\n');
          continue;
        }
        const end = buffer.indexOf('\r\n');
        if (end === -1) return;
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 sink\r\n');
        else if (verb === 'RCPT') {
          to.push(/<([^>]*)>/.exec(line)?.[1]?.toLowerCase() ?? '');
          socket.write('250 OK\r\n');
        } else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const to = (address: string) => messages.filter((mail) => mail.to.includes(address.toLowerCase()));
  return {
    port: (server.address() as AddressInfo).port,
    messages,
    latestCode: (address) => /Your code is (\d{6})/.exec(to(address).at(-1)?.data ?? '')?.[1],
    async next(address, count) {
      for (let waited = 0; waited < 5_000; waited += 20) {
        const mail = to(address)[count];
        if (mail !== undefined) return mail;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error(`no e-mail number ${count + 1} to ${address}`);
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
