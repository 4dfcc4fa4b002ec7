/** A message as the catcher keeps it. */
export type CaughtMail = {
  /** 1, 2, 3… in the order received. */
  id: number;
  /** The envelope's sender and recipients (lower case). */
  from: string;
  to: string[];
  subject: string;
  /** The text/plain part (or the whole body of a single-part message), decoded. */
  text: string;
  /** The text/html part, decoded, when there is one. */
  html: string | undefined;
  /** Milliseconds since the epoch. */
  receivedAt: number;
};

type Part = { headers: Map<string, string>; body: string };

/** Splits a message (or a MIME part) into its unfolded headers (lower-case names) and its body. */
function splitPart(raw: string): Part {
  const text = raw.replace(/\r\n/g, '\n');
  const end = text.indexOf('\n\n');
  const head = end === -1 ? text : text.slice(0, end);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: end === -1 ? '' : text.slice(end + 2) };
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\n/g, '')
    .replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function decodeBody(part: Part): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body);
  return part.body;
}

/** RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`) in a header. */
export function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_, _charset: string, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

function boundaryOf(contentType: string): string | undefined {
  return /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
}

/** The leaf parts of a (possibly nested) multipart body. */
function leaves(part: Part): Part[] {
  const boundary = boundaryOf(part.headers.get('content-type') ?? '');
  if (boundary === undefined) return [part];
  const pieces = part.body.split(`--${boundary}`).slice(1);
  return pieces
    .filter((piece) => !piece.startsWith('--'))
    .flatMap((piece) => leaves(splitPart(piece.replace(/^\n/, ''))));
}

/** The subject and the text and HTML bodies of a raw message (the simple messages of the server's mailer). */
export function parseMail(raw: string): { subject: string; text: string; html: string | undefined } {
  const message = splitPart(raw);
  const parts = leaves(message);
  const typeOf = (part: Part) => (part.headers.get('content-type') ?? 'text/plain').toLowerCase();
  const text = parts.find((part) => typeOf(part).startsWith('text/plain'));
  const html = parts.find((part) => typeOf(part).startsWith('text/html'));
  return {
    subject: decodeHeader(message.headers.get('subject') ?? ''),
    text: text === undefined ? '' : decodeBody(text),
    html: html === undefined ? undefined : decodeBody(html),
  };
}

/** The six-digit code of a message: its `Your code is 123456` line. */
export function codeOf(mail: Pick<CaughtMail, 'text'>): string | undefined {
  return /Your code is (\d{6})/.exec(mail.text)?.[1];
}
