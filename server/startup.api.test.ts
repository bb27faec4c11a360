import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { listings, users } from './db/schema.ts';
import { loadEnv } from './env.ts';
import { prepareData } from './startup.ts';
import { createTestDatabase } from './test-utils/test-database.ts';

it.skipIf(!process.env.TEST_DATABASE_URL)(
  'lets processes started together on one empty PostgreSQL database seed it and create its admin once',
  async () => {
    const database = await createTestDatabase();
    const dataDir = mkdtempSync(join(tmpdir(), 'dar-start-'));
    const env = loadEnv({ DATA_DIR: dataDir, ADMIN_EMAIL: 'boss@dar.iq', ADMIN_PASSWORD: 'a long admin password' });
    try {
      // Each start takes connections of its own from the pool, as processes would.
      const logs = await Promise.all(
        [1, 2, 3].map(async () => {
          const lines: string[] = [];
          await prepareData(database, env, (line) => lines.push(line));
          return lines;
        }),
      );
      const seeded = logs.flat().filter((line) => line.startsWith('Seeded '));
      expect(seeded).toEqual([expect.stringMatching(/^Seeded \d+ demo listings\.$/)]);
      expect(logs.flat().filter((line) => line === 'Administrator boss@dar.iq created.')).toHaveLength(1);
      expect((await database.db.select({ n: count() }).from(users))[0]!.n).toBe(3);
      expect((await database.db.select({ n: count() }).from(users).where(eq(users.role, 'admin')))[0]!.n).toBe(1);
      const listed = Number(/^Seeded (\d+)/.exec(seeded[0]!)![1]);
      expect((await database.db.select({ n: count() }).from(listings))[0]!.n).toBe(listed);
    } finally {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
);
