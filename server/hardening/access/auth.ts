import { randomBytes } from 'node:crypto';
import { users } from '#server/db/schema.ts';
import { hashPassword } from '#server/features/auth/passwords.ts';
import type { TestApp } from '#server/test-utils/test-app.ts';
import { freshIp } from '../harness.ts';
import { type AccessEntries, en, everyone, NONE, signedIn } from './cells.ts';

async function userWithPassword(t: TestApp, password: string): Promise<string> {
  const email = `login-${randomBytes(6).toString('hex')}@test.iq`;
  await t.db.insert(users).values({ email, passwordHash: await hashPassword(password), firstName: 'L', lastName: 'P' });
  return email;
}

function newAccount() {
  return {
    email: `new-${randomBytes(6).toString('hex')}@test.iq`,
    password: 'a-long-password',
    firstName: 'Noor',
    lastName: 'Hassan',
  };
}

/** Login and register from an address of their own, so their rate limits never mix with another cell's. */
function credentialsPost(path: string, headers: Record<string, string>, payload: object) {
  return { method: 'POST' as const, url: en(path), remoteAddress: freshIp(), headers, payload };
}

/** A login to a fresh account whose password is 'a-long-password', typed as `password`. */
async function loginAs(t: TestApp, headers: Record<string, string>, password: string) {
  return credentialsPost('/api/login', headers, { email: await userWithPassword(t, 'a-long-password'), password });
}

export const AUTH_ACCESS: AccessEntries = {
  'POST /api/register': [
    {
      name: 'register a new account',
      targets: NONE,
      request: async ({ world, actor }) => credentialsPost('/api/register', world.headers(actor), newAccount()),
      expected: everyone(201),
    },
    {
      name: 'register as admin',
      targets: NONE,
      request: async ({ world, actor }) =>
        credentialsPost('/api/register', world.headers(actor), { ...newAccount(), role: 'admin' }),
      expected: everyone(400),
    },
  ],
  'POST /api/login': [
    {
      name: 'right password',
      targets: NONE,
      request: async ({ t, world, actor }) => loginAs(t, world.headers(actor), 'a-long-password'),
      expected: everyone(200),
    },
    {
      name: 'wrong password',
      targets: NONE,
      request: async ({ t, world, actor }) => loginAs(t, world.headers(actor), 'not-the-password'),
      expected: everyone(401),
    },
  ],
  'POST /api/logout': [
    {
      name: 'log out',
      targets: NONE,
      request: async ({ world, actor }) => ({ method: 'POST', url: en('/api/logout'), headers: world.headers(actor) }),
      expected: everyone(204),
    },
  ],
  'GET /api/auth/user': [
    {
      name: 'who am I',
      targets: NONE,
      request: async ({ world, actor }) => ({
        method: 'GET',
        url: en('/api/auth/user'),
        headers: world.headers(actor),
      }),
      expected: signedIn(200),
    },
  ],
  'PATCH /api/auth/user': [
    {
      name: 'edit my account',
      targets: NONE,
      request: async ({ world, actor }) => ({
        method: 'PATCH',
        url: en('/api/auth/user'),
        headers: world.headers(actor),
        payload: { firstName: 'Noor', phone: '0770 123 4567', whatsapp: true },
      }),
      expected: signedIn(200),
    },
    {
      name: 'a new password without the current one',
      targets: NONE,
      request: async ({ world, actor }) => ({
        method: 'PATCH',
        url: en('/api/auth/user'),
        headers: world.headers(actor),
        payload: { newPassword: 'another-long-password', currentPassword: 'not-the-password' },
      }),
      expected: signedIn(400),
    },
  ],
  'POST /api/auth/role': [
    {
      name: 'become owner',
      targets: NONE,
      request: async ({ world, actor }) => ({
        method: 'POST',
        url: en('/api/auth/role'),
        headers: world.headers(actor),
        payload: { role: 'owner' },
      }),
      expected: signedIn(200),
    },
    {
      name: 'become admin',
      targets: NONE,
      request: async ({ world, actor }) => ({
        method: 'POST',
        url: en('/api/auth/role'),
        headers: world.headers(actor),
        payload: { role: 'admin' },
      }),
      expected: signedIn(400),
    },
  ],
  'GET /api/login': [
    {
      name: 'start an external login',
      targets: NONE,
      request: async ({ world, actor }) => ({
        method: 'GET',
        url: '/api/login?role=owner',
        headers: world.headers(actor),
      }),
      expected: everyone(302),
    },
  ],
  'GET /api/login/callback': [
    {
      name: 'external login callback without a flow',
      targets: NONE,
      request: async ({ world, actor }) => ({
        method: 'GET',
        url: '/api/login/callback?code=x&state=y',
        headers: world.headers(actor),
      }),
      expected: everyone(302),
    },
  ],
};
