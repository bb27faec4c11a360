-- The listing tallies (migrations 0020, 0027) by price group: a search by type, place, rooms,
-- property type and a price the filter bar offers counted its 1,000-10,000 matches by reading each
-- (6-7 ms at 1M listings); summing their groups here gives the same count, exact, in about 1 ms
-- (bench/findings.md, thirty-fifth and thirty-sixth rounds). A listing's group is its price when the
-- filter bar offers it (two significant digits, or one dinar below such a price: common/listing-
-- filters.ts isOfferedPrice), else the lowest price above the offered price below it; no offered
-- price falls inside a group, so a search's own price conditions select the same listings on the
-- group as on the price. Built while the listings' writers wait, so no change falls between the
-- fill and the trigger.
LOCK TABLE "apartments" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
CREATE FUNCTION "price_group"(price bigint) RETURNS bigint LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT CASE WHEN price % step = 0 OR (price + 1) % step = 0 THEN price ELSE price - price % step + 1 END
  FROM (SELECT (10::numeric ^ greatest(length(price::text) - 2, 0))::bigint AS step) AS digits
$$;
--> statement-breakpoint
CREATE TABLE "price_tallies" (
	"listing_type" text NOT NULL,
	"rental_type" text,
	"city" text,
	"bedrooms" integer NOT NULL,
	"price" bigint NOT NULL,
	"property_type" text NOT NULL,
	"available" boolean NOT NULL,
	"hidden" boolean NOT NULL,
	"listings" integer NOT NULL,
	CONSTRAINT "price_tallies_key" UNIQUE NULLS NOT DISTINCT("listing_type","rental_type","city","bedrooms","price","property_type","available","hidden")
);
--> statement-breakpoint
CREATE INDEX "price_tallies_place_idx" ON "price_tallies" USING btree ("listing_type","rental_type","city","bedrooms","price","property_type","listings") WHERE available and not hidden;--> statement-breakpoint
CREATE INDEX "price_tallies_type_price_idx" ON "price_tallies" USING btree ("listing_type","price","rental_type","bedrooms","property_type","city","listings") WHERE available and not hidden;--> statement-breakpoint
-- Migration 0027's function, with the price tallies: a tally's price column holds the group.
CREATE OR REPLACE FUNCTION "tally_listings"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  rows_of constant text := 'SELECT %s, %s AS n FROM %I';
  tally record;
BEGIN
  FOR tally IN
    SELECT c.conrelid::regclass::text AS tally_table, c.conname AS key_name,
      string_agg(quote_ident(a.attname), ', ' ORDER BY k.position) AS columns,
      string_agg(CASE a.attname WHEN 'price' THEN 'price_group(price) AS price' ELSE quote_ident(a.attname) END,
        ', ' ORDER BY k.position) AS read_columns
    FROM pg_constraint AS c
    CROSS JOIN unnest(c.conkey) WITH ORDINALITY AS k(attnum, position)
    JOIN pg_attribute AS a ON a.attrelid = c.conrelid AND a.attnum = k.attnum
    WHERE c.conrelid IN ('listing_tallies'::regclass, 'amenity_tallies'::regclass, 'price_tallies'::regclass)
      AND c.contype = 'u'
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
        WHEN 'INSERT' THEN format(rows_of, tally.read_columns, 1, 'added')
        WHEN 'DELETE' THEN format(rows_of, tally.read_columns, -1, 'removed')
        ELSE format(rows_of, tally.read_columns, 1, 'added') || ' UNION ALL ' || format(rows_of, tally.read_columns, -1, 'removed')
      END,
      tally.key_name);
  END LOOP;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
INSERT INTO "price_tallies" ("listing_type", "rental_type", "city", "bedrooms", "price", "property_type", "available", "hidden", "listings")
  SELECT "listing_type", "rental_type", "city", "bedrooms", price_group("price"), "property_type", "available", "hidden", count(*)
  FROM "apartments" GROUP BY 1, 2, 3, 4, 5, 6, 7, 8;
--> statement-breakpoint
ANALYZE "price_tallies";
