import nodemailer from 'nodemailer';
import type { Env } from '#server/env.ts';

/** One rendered message, as it is queued and sent. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (List-Unsubscribe, …). */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  /** Where mail goes: `smtp` (SMTP_URL) or `log` (unset: written to the log). */
  readonly transport: 'smtp' | 'log';
  /** Mail written to the log in this process, newest last (tests read the links from it). */
  readonly logged: Mail[];
  close(): void;
}

interface Log {
  info(obj: object, message: string): void;
}

const LOGGED_KEPT = 100;
const DEFAULT_FROM = 'Dar <no-reply@dar.localhost>';

/**
 * Mail over SMTP (SMTP_URL, e.g. smtp://user:pass@host:587) from MAIL_FROM; without SMTP_URL every
 * message is written to the log instead, so `npm start` needs no mail server.
 */
export function createMailer(env: Pick<Env, 'SMTP_URL' | 'MAIL_FROM'>, log: Log): Mailer {
  const from = env.MAIL_FROM ?? DEFAULT_FROM;
  const logged: Mail[] = [];
  if (!env.SMTP_URL) {
    return {
      transport: 'log',
      logged,
      async send(mail) {
        logged.push(mail);
        if (logged.length > LOGGED_KEPT) logged.shift();
        log.info(
          { mail: { to: mail.to, subject: mail.subject, text: mail.text } },
          `mail to ${mail.to} (not sent: SMTP_URL is not set)`,
        );
      },
      close() {},
    };
  }
  const transporter = nodemailer.createTransport(env.SMTP_URL, { from });
  return {
    transport: 'smtp',
    logged,
    async send(mail) {
      await transporter.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: mail.headers,
      });
    },
    close() {
      transporter.close();
    },
  };
}
