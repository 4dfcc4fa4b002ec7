import { createTransport } from 'nodemailer';
import type { SmtpConfig } from './auth-config.js';
import { MailUnavailableError } from './auth-errors.js';

/** What the auth service e-mails: a code, to one address. */
export type CodeMail = { to: string; code: string; appName: string; purpose: string };

/** A device-approval e-mail: a link to the server's confirm page. */
export type ApprovalMail = { to: string; link: string; appName: string };

export type Mailer = {
  /** @throws {MailUnavailableError} when the relay refuses or does not answer. */
  sendCode(mail: CodeMail): Promise<void>;
  /** @throws {MailUnavailableError} */
  sendApproval(mail: ApprovalMail): Promise<void>;
  close(): void;
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The message's texts: the code on its own line, `Your code is 123456` (the local mail catcher reads it). */
export function codeMailBody({ code, appName, purpose }: CodeMail): {
  subject: string;
  text: string;
  html: string;
} {
  const subject = `${appName}: your ${purpose} code`;
  const text = `Your code is ${code}\n\nEnter it in ${appName} to continue. It expires in 10 minutes.\nIf you did not ask for it, ignore this e-mail.\n`;
  const html = `<p>Your code is <strong>${code}</strong></p><p>Enter it in ${escapeHtml(appName)} to continue. It expires in 10 minutes.</p><p>If you did not ask for it, ignore this e-mail.</p>`;
  return { subject, text, html };
}

/** The device-approval message's texts. */
export function approvalMailBody({ link, appName }: ApprovalMail): {
  subject: string;
  text: string;
  html: string;
} {
  const subject = `${appName}: approve a new device`;
  const text = `Someone is signing in to ${appName} on a new device.\nIf it is you, open this link and confirm:\n${link}\n\nIf it is not you, ignore this e-mail.\n`;
  const html = `<p>Someone is signing in to ${escapeHtml(appName)} on a new device.</p><p>If it is you, <a href="${escapeHtml(link)}">open this link and confirm</a>.</p><p>If it is not you, ignore this e-mail.</p>`;
  return { subject, text, html };
}

/** Sends the codes through the configured SMTP relay (nodemailer); never logs a code. */
export function createMailer(smtp: SmtpConfig): Mailer {
  const transport = createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    ...(smtp.user !== undefined ? { auth: { user: smtp.user, pass: smtp.pass ?? '' } } : {}),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 15_000,
    logger: false,
  });
  const send = async (to: string, body: { subject: string; text: string; html: string }) => {
    try {
      await transport.sendMail({ from: smtp.from, to, ...body });
    } catch (error) {
      // The relay's error code, without its message (it may quote the body).
      throw new MailUnavailableError({ code: (error as { code?: unknown }).code });
    }
  };
  return {
    sendCode: (mail) => send(mail.to, codeMailBody(mail)),
    sendApproval: (mail) => send(mail.to, approvalMailBody(mail)),
    close: () => transport.close(),
  };
}
