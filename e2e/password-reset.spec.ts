import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixtures.ts';
import { registerUser, t } from './support.ts';

interface SavedMail {
  to: string[];
  subject: string;
  text: string;
}

/** The mails the test SMTP server received (global-setup.ts writes each to DATA_DIR/mails.jsonl). */
function mailsTo(email: string): SavedMail[] {
  const file = join(process.env.E2E_DATA_DIR as string, 'mails.jsonl');
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as SavedMail)
    .filter((mail) => mail.to.includes(email));
}

test('forgot password: a link by mail, a new password, and the person is logged in', async ({
  page,
  playwright,
  baseURL,
}) => {
  // An English reader: the account's mails are written in English.
  const other = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'accept-language': 'en' } });
  const user = await registerUser(other, 'renter');

  await page.goto('/en/login');
  await page.getByRole('link', { name: t('en', 'account:login.forgotPassword') }).click();
  await expect(page).toHaveURL(/\/en\/reset-password$/);
  await expect(page.getByRole('heading', { name: t('en', 'recovery:forgot.heading') })).toBeVisible();
  await page.getByLabel(t('en', 'account:fields.email')).fill(user.email);
  await page.getByRole('button', { name: t('en', 'recovery:forgot.submit') }).click();
  await expect(page.getByRole('status').filter({ hasText: 'If an account uses this address' })).toBeVisible();

  let link = '';
  await expect
    .poll(
      () => {
        const mail = mailsTo(user.email).find((m) => m.subject === 'Reset your Dar password');
        link = /http\S+\/en\/reset-password#token=[\w-]+/.exec(mail?.text ?? '')?.[0] ?? '';
        return link;
      },
      { timeout: 15_000 },
    )
    .not.toBe('');

  await page.goto(link);
  await expect(page.getByRole('heading', { name: t('en', 'recovery:reset.heading') })).toBeVisible();
  await page.getByLabel(t('en', 'recovery:reset.password')).fill('my brand new password');
  await page.getByRole('button', { name: t('en', 'recovery:reset.submit') }).click();
  await expect(page).toHaveURL(/\/en$/);

  const me = await page.request.get('/api/auth/user');
  expect(me.status()).toBe(200);
  expect(await me.json()).toMatchObject({ email: user.email, emailVerified: true });
  // The session the old password opened is over.
  expect((await other.get('/api/auth/user')).status()).toBe(401);
  await other.dispose();
});
