import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertListings } from '#server/features/listings/test-listings.ts';
import { buildTestApp, type TestApp } from '#server/test-utils/test-app.ts';
import type { Db } from './client.ts';
import { compileSelect } from './compiled-select.ts';
import { KEPT_PLANS, PlanKeepingClient } from './kept-plans.ts';
import * as schema from './schema.ts';

/**
 * Plans kept (kept-plans.ts): a statement with its values written in is named the first time a
 * connection (or the embedded database) runs it, so it is planned once; nothing with parameters is named.
 */
const url = process.env.TEST_DATABASE_URL;

interface Prepared {
  name: string;
  statement: string;
  parameter_types: string;
}

/** A statement that says back its one value. */
const echo = (db: Db) =>
  compileSelect(db, db.select({ said: sql<string>`${sql.placeholder('said')}::text` }).from(sql`(select 1) one`));

const PREPARED = 'select name, statement, parameter_types::text from pg_prepared_statements order by prepare_time';

/** One session of an engine, as the server opens it: compileSelect over it, and what it has prepared. */
interface Session {
  db: Db;
  prepared(): Promise<Prepared[]>;
  close(): Promise<void>;
}

const SESSIONS: { engine: string; open(): Promise<Session> }[] = [
  ...(url
    ? [
        {
          engine: 'a PostgreSQL connection',
          async open() {
            const pool = new pg.Pool({ Client: PlanKeepingClient, connectionString: url, max: 1 });
            return {
              db: drizzle({ client: pool, schema }) as unknown as Db,
              prepared: async () => (await pool.query<Prepared>(PREPARED)).rows,
              close: () => pool.end(),
            };
          },
        },
      ]
    : []),
  {
    engine: 'the embedded database',
    async open() {
      const client = await PGlite.create();
      return {
        db: drizzlePglite({ client, schema }) as unknown as Db,
        prepared: async () => (await client.query<Prepared>(PREPARED)).rows,
        close: () => client.close(),
      };
    },
  },
];

describe.each(SESSIONS)('plans kept on $engine', ({ open }) => {
  async function withSession(body: (session: Session) => Promise<void>) {
    const session = await open();
    try {
      await body(session);
    } finally {
      await session.close();
    }
  }

  it('names a statement with its values in the first time, runs it by name after, same rows', async () => {
    await withSession(async ({ db, prepared }) => {
      const said = `O'Brien \\ "بغداد" 🏠`;
      const statement = echo(db);
      // Two at once: named once.
      expect(
        await Promise.all([statement.run({ said }, { keepPlan: true }), statement.run({ said }, { keepPlan: true })]),
      ).toEqual([[{ said }], [{ said }]]);
      expect(await statement.run({ said }, { keepPlan: false })).toEqual([{ said }]);
      const rows = await prepared();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ name: 'dar_kept_0', parameter_types: '{}' });
      expect(rows[0]?.statement).toContain("'O''Brien");
      expect(await statement.run({ said: 'another' }, { keepPlan: true })).toEqual([{ said: 'another' }]);
      expect((await prepared()).map((row) => row.name)).toEqual(['dar_kept_0', 'dar_kept_1']);
    });
  });

  it(`keeps at most ${KEPT_PLANS} plans, and answers the rest planned each time`, async () => {
    await withSession(async ({ db, prepared }) => {
      const statement = echo(db);
      for (let i = 0; i < KEPT_PLANS + 5; i++) {
        expect(await statement.run({ said: `text ${i}` }, { keepPlan: true })).toEqual([{ said: `text ${i}` }]);
      }
      expect(await prepared()).toHaveLength(KEPT_PLANS);
    });
  });
});

/**
 * The API keeps the plans of the same statements on either engine: on every connection of
 * PostgreSQL's pool, or in the embedded database's one session (PREPARE ... AS, run by EXECUTE).
 */
describe('plans kept by the API', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t?.close());

  it('keeps the plans of first pages of offered filters and prices, never a typed price, a text or a cursor page, none with parameters', async () => {
    await insertListings(
      t.db,
      Array.from({ length: 3 }, (_, i) => ({ price: 500_000 + i * 100_000, location_en: 'Karrada, Baghdad' })),
    );
    const ask = async (path: string) => {
      const response = await t.app.inject(`/api/apartments?${path}`);
      expect(response.statusCode, response.body).toBe(200);
      return response;
    };
    const first = await ask('listingType=rent&rentalType=long&city=baghdad&bedrooms=2&limit=1');
    expect(first.json()).toHaveLength(1);
    expect(first.headers['x-total-count']).toBe('3');
    const next = /<([^>]+)>; rel="next"/.exec(String(first.headers.link))?.[1];
    expect(next).toBeDefined();
    expect((await t.app.inject(next!)).json()).toHaveLength(1);
    expect((await ask('listingType=rent&rentalType=long&city=baghdad&maxPrice=654321')).json()).toHaveLength(2);
    // A cap the slider offers: its count (asked first, from the price groups) and its page are kept.
    const offered = await ask('listingType=rent&rentalType=long&city=baghdad&maxPrice=650000');
    expect(offered.json()).toHaveLength(2);
    expect(offered.headers['x-total-count']).toBe('2');
    expect((await ask('listingType=rent&q=kept-plan-word')).json()).toEqual([]);
    const prepared = await preparedStatements(t);
    expect(prepared.every((row) => row.parameter_types === '{}')).toBe(true);
    const kept = prepared.filter((row) => row.statement.includes("'baghdad'") && !row.statement.includes("'650000'"));
    expect(kept.length).toBeGreaterThanOrEqual(1);
    // The first page only (on one connection or more): the cursor page's text differs by its cursor.
    expect(new Set(kept.map((row) => row.statement)).size).toBe(1);
    const keptWithPrice = new Set(
      prepared.filter((row) => row.statement.includes("'650000'")).map((row) => row.statement),
    );
    expect([...keptWithPrice].filter((text) => text.includes('from "price_tallies"'))).toHaveLength(1);
    expect(keptWithPrice.size).toBe(2);
    expect(prepared.some((row) => row.statement.includes('654321') || row.statement.includes('kept-plan-word'))).toBe(
      false,
    );
  });

  it("keeps the plan of an amenity search's first page, its list written in as the array node-postgres sends", async () => {
    await insertListings(t.db, [
      { title_en: 'Wifi and parking', amenities: ['wifi', 'parking'] },
      { title_en: 'Wifi only', amenities: ['wifi'] },
    ]);
    for (let i = 0; i < 2; i++) {
      const response = await t.app.inject('/api/apartments?amenities=parking,wifi&fields=card');
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().map((listing: { title_en: string }) => listing.title_en)).toEqual(['Wifi and parking']);
      expect(response.headers['x-total-count']).toBe('1');
    }
    const kept = (await preparedStatements(t)).filter((row) => row.statement.includes('"amenities" @>'));
    expect(kept.length).toBeGreaterThanOrEqual(1);
    expect(kept.every((row) => row.parameter_types === '{}' && row.statement.includes(`'{"parking","wifi"}'`))).toBe(
      true,
    );
  });
});

/**
 * What the app's database has prepared, each statement as the text it plans: every connection of
 * the pool (all checked out at once, each asked), or the embedded database's session, whose
 * statements read as the PREPARE that made them.
 */
async function preparedStatements(t: TestApp): Promise<Prepared[]> {
  const client = (t.db as unknown as { $client: pg.Pool | PGlite }).$client;
  if (client instanceof PGlite) {
    const { rows } = await client.query<Prepared>(PREPARED);
    return rows.map((row) => ({ ...row, statement: row.statement.replace(/^prepare dar_kept_\d+ as /, '') }));
  }
  const pool = client;
  const clients = await Promise.all(Array.from({ length: pool.totalCount }, () => pool.connect()));
  try {
    return (await Promise.all(clients.map(async (client) => (await client.query<Prepared>(PREPARED)).rows))).flat();
  } finally {
    for (const client of clients) client.release();
  }
}
