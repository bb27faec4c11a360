import { appendFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A mail as the SMTP server received it, with its parts decoded. */
export interface ReceivedMail {
  to: string[];
  from: string;
  headers: Map<string, string>;
  subject: string;
  text: string;
  html: string;
  raw: string;
}

export interface SmtpSink {
  url: string;
  mails: ReceivedMail[];
  /** Resolves with the first mail (received or arriving) that matches, or rejects after `timeoutMs`. */
  waitFor(matches: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/**
 * A real SMTP server on 127.0.0.1 (random port) that keeps every mail: the app's SMTP_URL in tests.
 * `saveTo`: also appends each mail as a JSON line to that file (the browser tests read it from
 * another process).
 */
export async function startSmtpSink(options: { saveTo?: string } = {}): Promise<SmtpSink> {
  const mails: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const mail = {
          ...parseMail(raw),
          to: session.envelope.rcptTo.map((r) => r.address),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          raw,
        };
        mails.push(mail);
        if (options.saveTo) {
          const { to, subject, text } = mail;
          appendFileSync(options.saveTo, `${JSON.stringify({ to, subject, text })}\n`);
        }
        for (const wake of waiters) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    waitFor(matches, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = mails.find(matches);
          if (!found) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching mail within ${timeoutMs} ms (${mails.length} received)`));
        }, timeoutMs);
        if (!check()) waiters.add(check);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function splitHead(raw: string): { head: Map<string, string>; body: string } {
  const at = raw.indexOf('\r\n\r\n');
  const headText = at === -1 ? raw : raw.slice(0, at);
  const body = at === -1 ? '' : raw.slice(at + 4);
  const head = new Map<string, string>();
  for (const line of headText.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) head.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { head, body };
}

function decodeBody(body: string, encoding: string | undefined): string {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/%/g, '%25')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => `%${hex}`);
    return decodeURIComponent(bytes);
  }
  return body;
}

/** RFC 2047 encoded words (=?UTF-8?B?…?= / =?UTF-8?Q?…?=) in a header. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeBody(text.replace(/_/g, ' '), 'quoted-printable'),
    );
}

function parseMail(raw: string): Pick<ReceivedMail, 'headers' | 'subject' | 'text' | 'html'> {
  const { head, body } = splitHead(raw);
  const parts: { type: string; content: string }[] = [];
  const collect = (headers: Map<string, string>, content: string) => {
    const type = headers.get('content-type') ?? 'text/plain';
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
    if (type.startsWith('multipart/') && boundary) {
      for (const section of content.split(`--${boundary}`).slice(1)) {
        if (section.startsWith('--')) break;
        const inner = splitHead(section.replace(/^\r\n/, ''));
        collect(inner.head, inner.body);
      }
      return;
    }
    parts.push({ type, content: decodeBody(content.trim(), headers.get('content-transfer-encoding')?.toLowerCase()) });
  };
  collect(head, body);
  return {
    headers: head,
    subject: decodeHeader(head.get('subject') ?? ''),
    text: parts.find((p) => p.type.startsWith('text/plain'))?.content ?? '',
    html: parts.find((p) => p.type.startsWith('text/html'))?.content ?? '',
  };
}
