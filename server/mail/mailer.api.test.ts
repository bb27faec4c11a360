import { createServer } from 'node:net';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/rows.ts';
import { buildTestApp } from '#server/test-utils/test-app.ts';

/** A port with nothing listening on it: a mail server that is down. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('mail in the background', () => {
  it('without SMTP_URL the mail is written to the log (and kept for tests), and registration does not wait', async () => {
    const t = await buildTestApp();
    try {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: { email: 'logged@mail.iq', password: 'a long password', firstName: 'L', lastName: 'M' },
      });
      expect(response.statusCode).toBe(201);
      expect(t.app.mailer.transport).toBe('log');
      await expect.poll(() => t.app.mailer.logged.some((m) => m.to === 'logged@mail.iq')).toBe(true);
    } finally {
      await t.close();
    }
  });

  it('a mail server that is down fails no request: the mail waits in the queue and is retried later', async () => {
    const t = await buildTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` } });
    try {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: { email: 'queued@mail.iq', password: 'a long password', firstName: 'Q', lastName: 'M' },
      });
      expect(response.statusCode).toBe(201);
      // Taken, refused by the server, and put back for later.
      await expect
        .poll(
          async () =>
            (
              await queryRows<{ last_error: string | null }>(t.db, sql`select last_error from jobs where kind = 'mail'`)
            )[0]?.last_error ?? null,
          { timeout: 15_000 },
        )
        .not.toBeNull();
      const [job] = await queryRows<{ last_error: string; later: boolean; attempts: number }>(
        t.db,
        sql`select last_error, attempts, run_at > now() as later from jobs where kind = 'mail'`,
      );
      expect(job!.attempts).toBe(1);
      expect(job!.last_error).toMatch(/ECONNREFUSED|connect/i);
      expect(job!.later).toBe(true);
    } finally {
      await t.close();
    }
  });
});
