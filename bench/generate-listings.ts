import { sql } from 'drizzle-orm';
import { CITIES } from '#common/cities.ts';
import type { Db } from '#server/db/client.ts';
import { queryRows } from '#server/db/rows.ts';

/**
 * Bench-only listing generator: one INSERT … SELECT generate_series per batch, so a million rows
 * never leave the database server (no COPY client is installed). The mix follows what an Iraqi
 * marketplace would hold: most listings long-term rent, a third sales (a third of those on
 * credit), a tenth land; Baghdad and its districts weigh most; 5% unavailable. A home's price,
 * like its area, grows with its bedrooms (each one half again), spread threefold within a count:
 * a search's plan must hold when the cheapest homes are the small ones, as in life.
 */

/** How often each place appears (Baghdad and the Kurdish capitals weigh most). */
const CITY_WEIGHTS: Record<string, number> = { baghdad: 8, erbil: 4, basra: 4, mosul: 3, sulaymaniyah: 3 };
const WEIGHTED_CITIES = CITIES.flatMap((c) => Array(CITY_WEIGHTS[c.id] ?? (c.isDistrict ? 2 : 1)).fill(c));

/** Kinds per listing type: English, Arabic and the property type a listing of that kind has. */
const KINDS = {
  rent: [
    ['Apartment', 'شقة', 'apartment'],
    ['Modern Apartment', 'شقة حديثة', 'apartment'],
    ['Family House', 'بيت عائلي', 'house'],
    ['Studio', 'استوديو', 'apartment'],
    ['Villa', 'فيلا', 'villa'],
    ['Furnished Apartment', 'شقة مفروشة', 'apartment'],
    ['Duplex', 'دوبلكس', 'house'],
  ],
  sale: [
    ['House', 'بيت', 'house'],
    ['Villa', 'فيلا', 'villa'],
    ['Apartment', 'شقة', 'apartment'],
    ['Townhouse', 'منزل متلاصق', 'house'],
    ['Luxury Villa', 'فيلا فاخرة', 'villa'],
  ],
  land: [
    ['Residential Land', 'أرض سكنية', 'land'],
    ['Commercial Land', 'أرض تجارية', 'commercial'],
    ['Agricultural Land', 'أرض زراعية', 'farm'],
    ['Corner Plot', 'قطعة أرض ركنية', 'land'],
  ],
} as const;

function textArray(values: readonly string[]) {
  return sql.raw(`array[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(',')}]::text[]`);
}

function numberArray(values: readonly number[]) {
  return sql.raw(`array[${values.join(',')}]::float8[]`);
}

/** Picks from a text array by a random number in [0, 1). */
function pick(values: readonly string[], random: string) {
  return sql`(${textArray(values)})[1 + floor(${sql.raw(random)} * ${values.length})::int]`;
}

const OWNERS = 1000;

/** Adds `count` listings (and, the first time, the owners they belong to). */
export async function generateListings(db: Db, count: number, seed = 0.42): Promise<void> {
  await db.execute(sql`select setseed(${seed})`);
  await db.execute(sql`
    insert into users (email, role, first_name, last_name)
    select 'owner' || g || '@bench.iq', 'owner', 'Owner', g::text from generate_series(1, ${OWNERS}::int) g
    on conflict do nothing`);
  const batch = 100_000;
  for (let done = 0; done < count; done += batch) {
    await insertBatch(db, Math.min(batch, count - done));
  }
}

/**
 * A benchmark's market on PostgreSQL: `count` listings added with the search indexes rebuilt once,
 * then VACUUM ANALYZE (the planner's statistics, the visibility map of index-only counts) and a
 * CHECKPOINT: the load writes ~1 GB of WAL at 1M rows, and without it the checkpoints that write
 * it out run for minutes into the first measurements, which then measure the disk, not the search.
 */
export async function generateMarket(db: Db, count: number, seed?: number): Promise<void> {
  await withSearchIndexesRebuilt(db, () => generateListings(db, count, seed));
  await db.execute(sql`vacuum analyze apartments, listing_sample, price_tallies`);
  await db.execute(sql`checkpoint`);
}

/** Bulk load the usual way: secondary indexes dropped, rows in, indexes built once (GIN builds dominate). */
async function withSearchIndexesRebuilt(db: Db, load: () => Promise<void>): Promise<void> {
  const indexes = await queryRows<{ name: string; definition: string }>(
    db,
    sql`select indexname as name, indexdef as definition from pg_indexes
        where tablename = 'apartments' and indexname <> 'apartments_pkey'`,
  );
  for (const index of indexes) await db.execute(sql.raw(`drop index ${index.name}`));
  await load();
  await db.execute(sql`set maintenance_work_mem = '256MB'`);
  for (const index of indexes) await db.execute(sql.raw(index.definition));
}

async function insertBatch(db: Db, count: number): Promise<void> {
  const kind = (type: keyof typeof KINDS, field: 0 | 1 | 2) =>
    pick(
      KINDS[type].map((k) => k[field]),
      'r_kind',
    );
  await db.execute(sql`
    with base as (
      select g, random() r_type, random() r_city, random() r_kind, random() r_price, random() r_rooms,
             random() r_misc, random() r_age, 1 + floor(random() * ${WEIGHTED_CITIES.length})::int as c,
             random() r_listed
      from generate_series(1, ${count}::int) g
    ), typed as (
      select *,
        case when r_type < 0.45 then 'rent' when r_type < 0.6 then 'rent' when r_type < 0.9 then 'sale' else 'land' end as lt,
        case when r_type < 0.45 then 'long' when r_type < 0.6 then 'short' end as rt,
        (${textArray(WEIGHTED_CITIES.map((x) => x.name.en))})[c] as city_en,
        (${textArray(WEIGHTED_CITIES.map((x) => x.name.ar))})[c] as city_ar,
        (${numberArray(WEIGHTED_CITIES.map((x) => x.lat))})[c] as lat,
        (${numberArray(WEIGHTED_CITIES.map((x) => x.lng))})[c] as lng,
        case when r_type >= 0.9 then 0 else 1 + floor(r_rooms * 5)::int end as beds
      from base
    ), named as (
      select *,
        case lt when 'rent' then ${kind('rent', 0)} when 'sale' then ${kind('sale', 0)} else ${kind('land', 0)} end as kind_en,
        case lt when 'rent' then ${kind('rent', 1)} when 'sale' then ${kind('sale', 1)} else ${kind('land', 1)} end as kind_ar,
        case lt when 'rent' then ${kind('rent', 2)} when 'sale' then ${kind('sale', 2)} else ${kind('land', 2)} end as kind_type
      from typed
    )
    insert into apartments (title_en, title_ar, description_en, description_ar, price, listing_type, rental_type,
      payment_type, down_payment_percentage, payment_years, location_en, location_ar, bedrooms, bathrooms, area,
      amenities, images, available, owner_id, latitude, longitude, created_at, updated_at, property_type)
    select
      case when beds > 0 then beds || '-Bedroom ' else '' end || kind_en || ' in ' || city_en,
      kind_ar || case when beds > 0 then ' ' || beds || ' غرف' else '' end || ' في ' || city_ar,
      kind_en || ' in ' || city_en || ', close to schools, markets and main roads. Reliable generator power, '
        || 'water tank on the roof and a quiet street. Call the owner to arrange a visit any day of the week.',
      kind_ar || ' في ' || city_ar || '، قريبة من المدارس والأسواق والطرق الرئيسية. كهرباء مولدة مستمرة، '
        || 'خزان ماء على السطح وشارع هادئ. اتصل بالمالك لترتيب زيارة في أي يوم من أيام الأسبوع.',
      case
        when rt = 'long' then round((200000 + r_price * 400000) * power(1.5, beds - 1) / 10000) * 10000
        when rt = 'short' then round((20000 + r_price * 60000) * power(1.4, beds - 1) / 5000) * 5000
        when lt = 'sale' then round((40000000 + r_price * r_price * 360000000) * power(1.5, beds - 1) / 1000000) * 1000000
        else 15000000 + round(r_price * r_price * 1500) * 1000000
      end,
      lt, rt,
      case when lt = 'sale' and r_misc < 0.35 then 'credit' else 'full' end,
      10 + floor(r_misc * 31)::int,
      5 + floor(r_misc * 21)::int,
      city_en, city_ar,
      beds,
      case when beds = 0 then 0 else greatest(1, least(4, beds - floor(r_rooms * 2)::int)) end,
      case when lt = 'land' then 200 + floor(r_price * 4800)::int else 50 + beds * 30 + floor(r_misc * 100)::int end,
      case when lt = 'land' then '{}'::text[]
           when r_misc < 0.3 then array['wifi','parking','ac']
           when r_misc < 0.6 then array['ac','elevator','security','balcony']
           when r_misc < 0.9 then array['wifi','ac','furnished','parking','garden','security']
           else array['pool','gym','ac','wifi','parking','security','garden','elevator'] end,
      case when r_misc < 0.1 then '{}'::text[]
           else array['/uploads/' || substr(md5(g::text || r_age::text), 1, 24) || '-1600.webp',
                      '/uploads/' || substr(md5(r_age::text || g::text), 1, 24) || '-1600.webp'] end,
      -- A draw of its own: one shared with the area and the amenities made the newest small homes
      -- all unavailable (bench/findings.md, thirty-ninth round).
      r_listed >= 0.05,
      (select min(id) from users where email like 'owner%@bench.iq') + (g % ${OWNERS}),
      case when r_misc < 0.1 then null else lat + (r_kind - 0.5) * 0.1 end,
      case when r_misc < 0.1 then null else lng + (r_rooms - 0.5) * 0.1 end,
      now() - r_age * interval '730 days',
      now() - r_age * interval '730 days',
      kind_type
    from named`);
}
