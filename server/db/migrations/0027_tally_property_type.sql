-- The listing tallies (migration 0020) by property type too: a search by type and property type
-- ("villas for long rent") counted its matches by reading the count index up to 10,001 entries
-- (9 ms of a 10 ms statement at 1M listings); the tally's sum is 0.1 ms. Its groups go from 640 to
-- 1,915 at 1M listings, and summing a rent list's 0.05 -> 0.13 ms. Rebuilt while the listings'
-- writers wait (seconds at 1M), so no change falls between the rebuild and the new trigger.
LOCK TABLE "apartments" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
DELETE FROM "listing_tallies";--> statement-breakpoint
ALTER TABLE "listing_tallies" DROP CONSTRAINT "listing_tallies_key";--> statement-breakpoint
ALTER TABLE "listing_tallies" ADD COLUMN "property_type" text NOT NULL;--> statement-breakpoint
ALTER TABLE "listing_tallies" ADD CONSTRAINT "listing_tallies_key" UNIQUE NULLS NOT DISTINCT("listing_type","rental_type","city","bedrooms","property_type","available","hidden");--> statement-breakpoint
-- Migration 0021's function, which named each tally's columns again: it now reads them from the
-- tally's key (schema.ts), the one list, in key order, the tallies in name order, so two statements
-- changing the same groups still lock them in one order.
CREATE OR REPLACE FUNCTION "tally_listings"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  rows_of constant text := 'SELECT %s, %s AS n FROM %I';
  tally record;
BEGIN
  FOR tally IN
    SELECT c.conrelid::regclass::text AS tally_table, c.conname AS key_name,
      string_agg(quote_ident(a.attname), ', ' ORDER BY k.position) AS columns
    FROM pg_constraint AS c
    CROSS JOIN unnest(c.conkey) WITH ORDINALITY AS k(attnum, position)
    JOIN pg_attribute AS a ON a.attrelid = c.conrelid AND a.attnum = k.attnum
    WHERE c.conrelid IN ('listing_tallies'::regclass, 'amenity_tallies'::regclass) AND c.contype = 'u'
    GROUP BY c.conrelid, c.conname
    ORDER BY 1
  LOOP
    IF TG_OP = 'TRUNCATE' THEN
      EXECUTE format('DELETE FROM %s', tally.tally_table);
      CONTINUE;
    END IF;
    EXECUTE format(
      'INSERT INTO %1$s AS t (%2$s, listings) '
      'SELECT %2$s, sum(n) FROM (%3$s) AS changed GROUP BY %2$s HAVING sum(n) <> 0 ORDER BY %2$s '
      'ON CONFLICT ON CONSTRAINT %4$I DO UPDATE SET listings = t.listings + excluded.listings',
      tally.tally_table, tally.columns,
      CASE TG_OP
        WHEN 'INSERT' THEN format(rows_of, tally.columns, 1, 'added')
        WHEN 'DELETE' THEN format(rows_of, tally.columns, -1, 'removed')
        ELSE format(rows_of, tally.columns, 1, 'added') || ' UNION ALL ' || format(rows_of, tally.columns, -1, 'removed')
      END,
      tally.key_name);
  END LOOP;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
INSERT INTO "listing_tallies" ("listing_type", "rental_type", "city", "bedrooms", "property_type", "available", "hidden", "listings")
  SELECT "listing_type", "rental_type", "city", "bedrooms", "property_type", "available", "hidden", count(*)
  FROM "apartments" GROUP BY 1, 2, 3, 4, 5, 6, 7;
