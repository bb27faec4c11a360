import { eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse as Response } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTokens, users } from '#server/db/schema.ts';
import { buildTestApp, type TestApp } from '#server/test-utils/test-app.ts';
import { type ReceivedMail, type SmtpSink, startSmtpSink } from '#server/test-utils/smtp-sink.ts';
import { hashToken } from './account-tokens.ts';
import { SESSION_COOKIE } from './session-plugin.ts';

let t: TestApp;
let smtp: SmtpSink;
beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await buildTestApp({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'Dar <no-reply@dar.test>' } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

let counter = 0;
function nextAddress(): string {
  counter += 1;
  return `10.9.${Math.floor(counter / 250)}.${(counter % 250) + 1}`;
}
function uniqueEmail(): string {
  counter += 1;
  return `recover${counter}@mail.iq`;
}

function request(options: InjectOptions & { remoteAddress?: string }, language = 'en'): Promise<Response> {
  return t.app.inject({
    remoteAddress: nextAddress(),
    ...options,
    headers: { 'accept-language': language, ...options.headers },
  }) as Promise<Response>;
}

function sidOf(response: Response): string | undefined {
  return response.cookies.find((c) => c.name === SESSION_COOKIE)?.value;
}
const withSid = (sid: string | undefined) => ({ cookie: `${SESSION_COOKIE}=${sid}` });

const PASSWORD = 'first password 123';

async function register(language = 'en') {
  const email = uniqueEmail();
  const response = await request(
    {
      method: 'POST',
      url: '/api/register',
      payload: { email, password: PASSWORD, firstName: 'Zainab', lastName: 'Ali' },
    },
    language,
  );
  expect(response.statusCode).toBe(201);
  return { email, sid: sidOf(response), user: response.json() };
}

function linkIn(mail: ReceivedMail, pattern: RegExp): string {
  const match = pattern.exec(mail.text);
  if (!match) throw new Error(`no link in ${mail.text}`);
  return match[0];
}

const mailTo = (email: string, subject?: RegExp) => (mail: ReceivedMail) =>
  mail.to.includes(email) && (subject === undefined || subject.test(mail.subject));

describe('verification', () => {
  it('registration sends a verification mail over SMTP, in the reader language, with a plain-text part', async () => {
    const { email, user } = await register('en');
    expect(user.emailVerified).toBe(false);
    const mail = await smtp.waitFor(mailTo(email));
    expect(mail.subject).toBe('Confirm your e-mail address for Dar');
    expect(mail.headers.get('from')).toContain('no-reply@dar.test');
    expect(mail.text).toContain('Hello Zainab,');
    expect(mail.html).toContain('dir="ltr"');
    expect(linkIn(mail, /http:\/\/\S+\/api\/verify-email\?token=[\w-]+&lang=en/)).toBeTruthy();
  });

  it('an Arabic reader gets the mail in Arabic, right to left', async () => {
    const { email } = await register('ar');
    const mail = await smtp.waitFor(mailTo(email));
    expect(mail.subject).toBe('أكّد بريدك الإلكتروني في دار');
    expect(mail.html).toContain('dir="rtl"');
    expect(mail.html).toContain('lang="ar"');
    expect(mail.text).toContain('مرحبًا Zainab،');
  });

  it('the link verifies (GET), leads to the page that says so, and a second opening is harmless', async () => {
    const { email, sid } = await register('en');
    const mail = await smtp.waitFor(mailTo(email));
    const link = new URL(linkIn(mail, /http:\/\/\S+\/api\/verify-email\?\S+/));
    const first = await request({ method: 'GET', url: link.pathname + link.search });
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe('/en/verify-email?result=verified');
    const me = await request({ method: 'GET', url: '/api/auth/user', headers: withSid(sid) });
    expect(me.json().emailVerified).toBe(true);
    const second = await request({ method: 'GET', url: link.pathname + link.search });
    expect(second.headers.location).toBe('/en/verify-email?result=verified');
  });

  it('a forged token verifies nothing', async () => {
    const response = await request({ method: 'GET', url: '/api/verify-email?token=forged-token-123&lang=ku' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/ku/verify-email?result=invalid');
  });

  it('"send again" mails a new link to an unverified account, and nothing to a verified one', async () => {
    const { email, sid } = await register('en');
    await smtp.waitFor(mailTo(email));
    const again = await request({ method: 'POST', url: '/api/auth/verification', headers: withSid(sid) });
    expect(again.statusCode).toBe(204);
    await expect.poll(() => smtp.mails.filter(mailTo(email)).length, { timeout: 10_000 }).toBe(2);
  });

  it('only the signed-in may ask to send again', async () => {
    const response = await request({ method: 'POST', url: '/api/auth/verification' });
    expect(response.statusCode).toBe(401);
  });
});

describe('password reset', () => {
  async function resetLink(email: string): Promise<string> {
    const answer = await request({ method: 'POST', url: '/api/password-reset', payload: { email } });
    expect(answer.statusCode).toBe(202);
    const mail = await smtp.waitFor(mailTo(email, /Reset your Dar password/));
    const link = linkIn(mail, /http:\/\/\S+\/en\/reset-password#token=[\w-]+/);
    return new URL(link).hash.slice('#token='.length);
  }

  it('answers the same for a known and an unknown address, and mails only the known one', async () => {
    const { email } = await register();
    const known = await request({ method: 'POST', url: '/api/password-reset', payload: { email } });
    const unknownEmail = uniqueEmail();
    const unknown = await request({ method: 'POST', url: '/api/password-reset', payload: { email: unknownEmail } });
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(unknown.json()).toEqual(known.json());
    await smtp.waitFor(mailTo(email, /Reset/));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.mails.some(mailTo(unknownEmail))).toBe(false);
  });

  it('sets the new password, ends every session, signs this browser in, and the link works once', async () => {
    const { email, sid } = await register();
    const otherLogin = await request({ method: 'POST', url: '/api/login', payload: { email, password: PASSWORD } });
    const otherSid = sidOf(otherLogin);
    const token = await resetLink(email);
    // Only a hash of the token is kept.
    const stored = await t.db
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.tokenHash, hashToken(token)));
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(await t.db.select().from(accountTokens))).not.toContain(token);

    const confirm = await request({
      method: 'POST',
      url: '/api/password-reset/confirm',
      payload: { token, password: 'second password 456' },
    });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json().email).toBe(email);
    const newSid = sidOf(confirm);
    expect((await request({ method: 'GET', url: '/api/auth/user', headers: withSid(newSid) })).statusCode).toBe(200);
    for (const old of [sid, otherSid]) {
      expect((await request({ method: 'GET', url: '/api/auth/user', headers: withSid(old) })).statusCode).toBe(401);
    }
    const oldLogin = await request({ method: 'POST', url: '/api/login', payload: { email, password: PASSWORD } });
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await request({
      method: 'POST',
      url: '/api/login',
      payload: { email, password: 'second password 456' },
    });
    expect(newLogin.statusCode).toBe(200);
    // Opening the mailed link proved the address.
    expect(newLogin.json().emailVerified).toBe(true);

    const reused = await request({
      method: 'POST',
      url: '/api/password-reset/confirm',
      payload: { token, password: 'third password 789' },
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe('This link is invalid or has expired. Please ask for a new one.');
  });

  it('refuses an expired token', async () => {
    const { email } = await register();
    const token = await resetLink(email);
    await t.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.tokenHash, hashToken(token)));
    const response = await request({
      method: 'POST',
      url: '/api/password-reset/confirm',
      payload: { token, password: 'second password 456' },
    });
    expect(response.statusCode).toBe(400);
    const login = await request({ method: 'POST', url: '/api/login', payload: { email, password: PASSWORD } });
    expect(login.statusCode).toBe(200);
  });

  it('refuses a forged token, and a verification token used as a reset token', async () => {
    const { email } = await register();
    const verifyMail = await smtp.waitFor(mailTo(email, /Confirm/));
    const verifyToken = /token=([\w-]+)/.exec(verifyMail.text)?.[1];
    for (const token of ['x'.repeat(43), verifyToken]) {
      const response = await request({
        method: 'POST',
        url: '/api/password-reset/confirm',
        payload: { token, password: 'second password 456' },
      });
      expect(response.statusCode).toBe(400);
    }
  });

  it('the reset link expires after one hour', async () => {
    const { email } = await register();
    const token = await resetLink(email);
    const [row] = await t.db
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.tokenHash, hashToken(token)));
    const lifetime = row!.expiresAt.getTime() - row!.createdAt.getTime();
    expect(lifetime).toBeGreaterThan(59 * 60 * 1000);
    expect(lifetime).toBeLessThanOrEqual(60 * 60 * 1000 + 1000);
  });

  it('is rate-limited per address', async () => {
    const { email } = await register();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      statuses.push((await request({ method: 'POST', url: '/api/password-reset', payload: { email } })).statusCode);
    }
    expect(statuses.slice(0, 3)).toEqual([202, 202, 202]);
    expect(statuses.at(-1)).toBe(429);
  });

  it('a new user row keeps its language for later mails', async () => {
    const { email } = await register('ku');
    const [row] = await t.db.select().from(users).where(eq(users.email, email));
    expect(row!.language).toBe('ku');
  });
});
