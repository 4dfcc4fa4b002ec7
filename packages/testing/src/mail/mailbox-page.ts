import type { CaughtMail } from './parse-mail.js';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The mailbox page: every message, newest first, everything HTML-escaped (a message can hold any text). */
export function mailboxPage(messages: readonly CaughtMail[]): string {
  const items = messages
    .map(
      (mail) =>
        `<li><article><h2>${escapeHtml(mail.subject || '(no subject)')}</h2><p>To ${escapeHtml(mail.to.join(', '))} · from ${escapeHtml(mail.from)} · ${new Date(mail.receivedAt).toISOString()}</p><pre>${escapeHtml(mail.text)}</pre></article></li>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Local mailbox</title></head><body><h1>Local mailbox</h1>${messages.length === 0 ? '<p>No messages yet.</p>' : `<ol reversed>${items}</ol>`}</body></html>`;
}
