-- The listing tallies (migration 0020) for amenities: how many listings of each type and rental
-- type have each set of amenities. A search by type and amenities alone counted its matches from
-- the table (wifi and parking over every type 8 ms by a sequential scan, pools in sales 91 ms,
-- furnished long rents 37 ms at 1M listings): no index narrows "has all of these" well. Here it
-- sums the sets that hold all it asks, with the same condition (`amenities @> …`).
CREATE TABLE "amenity_tallies" (
	"listing_type" text NOT NULL,
	"rental_type" text,
	"amenities" text[] NOT NULL,
	"available" boolean NOT NULL,
	"hidden" boolean NOT NULL,
	"listings" integer NOT NULL,
	CONSTRAINT "amenity_tallies_key" UNIQUE NULLS NOT DISTINCT("listing_type","rental_type","amenities","available","hidden")
);
--> statement-breakpoint
-- Every tally, by its table and the columns it groups by, kept by the same statement triggers.
CREATE OR REPLACE FUNCTION "tally_listings"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  rows_of constant text := 'SELECT %s, %s AS n FROM %I';
  tally record;
BEGIN
  FOR tally IN VALUES
    ('listing_tallies', 'listing_type, rental_type, city, bedrooms, available, hidden'),
    ('amenity_tallies', 'listing_type, rental_type, amenities, available, hidden')
  LOOP
    IF TG_OP = 'TRUNCATE' THEN
      EXECUTE format('DELETE FROM %I', tally.column1);
      CONTINUE;
    END IF;
    EXECUTE format(
      'INSERT INTO %1$I AS t (%2$s, listings) '
      'SELECT %2$s, sum(n) FROM (%3$s) AS changed GROUP BY %2$s HAVING sum(n) <> 0 ORDER BY %2$s '
      'ON CONFLICT ON CONSTRAINT %4$I DO UPDATE SET listings = t.listings + excluded.listings',
      tally.column1, tally.column2,
      CASE TG_OP
        WHEN 'INSERT' THEN format(rows_of, tally.column2, 1, 'added')
        WHEN 'DELETE' THEN format(rows_of, tally.column2, -1, 'removed')
        ELSE format(rows_of, tally.column2, 1, 'added') || ' UNION ALL ' || format(rows_of, tally.column2, -1, 'removed')
      END,
      tally.column1 || '_key');
  END LOOP;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
INSERT INTO "amenity_tallies" ("listing_type", "rental_type", "amenities", "available", "hidden", "listings")
  SELECT "listing_type", "rental_type", "amenities", "available", "hidden", count(*)
  FROM "apartments" GROUP BY 1, 2, 3, 4, 5;
