import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { createTestDatabase } from '#server/test-utils/test-database.ts';
import { createTestUser } from '#server/test-utils/test-app.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { authenticate } from './service.ts';

vi.mock('./passwords.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./passwords.ts')>();
  return { ...actual, verifyPassword: vi.fn(actual.verifyPassword) };
});

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
beforeEach(() => vi.mocked(verifyPassword).mockClear());

describe('authenticate', () => {
  it('runs one real argon2id verification whether or not the e-mail exists', async () => {
    const known = await createTestUser(database.db, { passwordHash: await hashPassword('the password') });
    const passwordless = await createTestUser(database.db);
    for (const email of [known.email, 'nobody@mail.iq', passwordless.email]) {
      vi.mocked(verifyPassword).mockClear();
      await expect(authenticate(database.db, email, 'a wrong password')).rejects.toMatchObject({ status: 401 });
      expect(verifyPassword, email).toHaveBeenCalledOnce();
      expect(vi.mocked(verifyPassword).mock.calls[0]?.[0], email).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    }
    await expect(authenticate(database.db, known.email, 'the password')).resolves.toMatchObject({ id: known.id });
  });
});
