import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { type Database, migrateDatabase, openDatabase } from '#server/db/client.ts';
import { queryRows } from '#server/db/rows.ts';
import { onListingCreated, onPriceChanged } from '#server/features/notifications/events.ts';
import { adminQuery, databaseUrl } from '#server/test-utils/postgres-admin.ts';

/**
 * How long one listing's fan-out takes: N users with a matching saved search (plus N who do
 * not match), one new listing, then one price drop — each one INSERT … SELECT.
 *
 *   node scripts/bench/notification-fanout.ts                       # embedded PGlite, 10k and 100k
 *   node scripts/bench/notification-fanout.ts --url postgres://postgres@127.0.0.1:5432/postgres 10000
 *
 * With --url a scratch database is created on that server and dropped afterwards.
 */
const { values, positionals } = parseArgs({ options: { url: { type: 'string' } }, allowPositionals: true });
const sizes = positionals.length > 0 ? positionals.map(Number) : [10_000, 100_000];

async function withDatabase(run: (database: Database) => Promise<void>): Promise<void> {
  if (!values.url) {
    const database = await openDatabase({ memory: true });
    try {
      await migrateDatabase(database);
      await run(database);
    } finally {
      await database.close();
    }
    return;
  }
  const name = `dar_bench_${randomBytes(4).toString('hex')}`;
  await adminQuery(values.url, `create database ${name}`);
  const database = await openDatabase({ url: databaseUrl(values.url, name) });
  try {
    await migrateDatabase(database);
    await run(database);
  } finally {
    await database.close();
    await adminQuery(values.url, `drop database if exists ${name} with (force)`);
  }
}

async function timed(run: () => Promise<void>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

await withDatabase(async ({ db, engine }) => {
  console.log(`engine: ${engine}`);
  for (const size of sizes) {
    await db.execute(sql`truncate notifications, notification_preferences, apartments, users restart identity cascade`);
    await db.execute(sql`
      with seekers as (
        insert into users (email) select 'seeker' || g || '@bench.iq' from generate_series(1, ${size * 2}::int) g
        returning id
      )
      insert into notification_preferences (user_id, listing_type, rental_type, max_price, min_bedrooms, location)
      select id, 'rent', 'long', case when id % 2 = 0 then 2000000 else 500000 end, 2, 'baghdad' from seekers`);
    await db.execute(sql`analyze users`);
    await db.execute(sql`analyze notification_preferences`);
    const [listing] = await queryRows<{ id: number }>(
      db,
      sql`insert into apartments (title_en, title_ar, description_en, description_ar, price, location_en, location_ar,
            bedrooms, bathrooms, area)
          values ('Bench Apartment', 'شقة للقياس', 'A listing created by the benchmark.', 'عقار أنشأه اختبار الأداء.',
            1500000, 'Karrada, Baghdad', 'الكرادة، بغداد', 3, 2, 120)
          returning id`,
    );
    const created = await timed(() => db.transaction((tx) => onListingCreated(tx, listing!.id)));
    const dropped = await timed(() => db.transaction((tx) => onPriceChanged(tx, listing!.id, 1_500_000, 1_200_000)));
    const [counts] = await queryRows<{ new_listing: number; price_drop: number }>(
      db,
      sql`select count(*) filter (where type = 'new_listing')::int as new_listing,
                 count(*) filter (where type = 'price_drop')::int as price_drop
          from notifications`,
    );
    console.log(
      `${size.toLocaleString('en')} matching of ${(size * 2).toLocaleString('en')} saved searches: ` +
        `new listing ${counts?.new_listing} rows in ${created.toFixed(0)} ms, ` +
        `price drop ${counts?.price_drop} rows in ${dropped.toFixed(0)} ms`,
    );
  }
});
