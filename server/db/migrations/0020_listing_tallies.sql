-- How many listings there are of each type, rental type, place, bedroom count and state. A search
-- filtering by these alone (a list, a city page, any sort or page of them) counted its matches by
-- reading up to 10,001 index entries: 1.4-2.4 ms of PostgreSQL's time in a 1.5-2.5 ms statement
-- at 1M listings. Summing the few hundred rows of its type here gives the same count, exact
-- (bench/findings.md, seventeenth round). The columns are named as the listings' are, so the
-- search's own conditions apply (server/features/listings/repo.ts).
CREATE TABLE "listing_tallies" (
	"listing_type" text NOT NULL,
	"rental_type" text,
	"city" text,
	"bedrooms" integer NOT NULL,
	"available" boolean NOT NULL,
	"hidden" boolean NOT NULL,
	"listings" integer NOT NULL,
	CONSTRAINT "listing_tallies_key" UNIQUE NULLS NOT DISTINCT("listing_type","rental_type","city","bedrooms","available","hidden")
);
--> statement-breakpoint
-- Kept by the listings' own statements, whoever runs them: each adds what it inserted, takes away
-- what it deleted, and moves what it updated, once per statement (an edit that leaves a listing in
-- its group writes nothing here). Groups are written in key order, so two statements changing the
-- same groups wait for each other rather than deadlock. The transition tables (`added`, `removed`)
-- are named by the triggers below; the statement is put together for the ones this event has.
CREATE FUNCTION "tally_listings"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  rows_of constant text := 'SELECT listing_type, rental_type, city, bedrooms, available, hidden, %s AS n FROM %I';
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM listing_tallies;
    RETURN NULL;
  END IF;
  EXECUTE format(
    'INSERT INTO listing_tallies AS t (listing_type, rental_type, city, bedrooms, available, hidden, listings) '
    'SELECT listing_type, rental_type, city, bedrooms, available, hidden, sum(n) FROM (%s) AS changed '
    'GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(n) <> 0 ORDER BY 1, 2, 3, 4, 5, 6 '
    'ON CONFLICT ON CONSTRAINT listing_tallies_key DO UPDATE SET listings = t.listings + excluded.listings',
    CASE TG_OP
      WHEN 'INSERT' THEN format(rows_of, 1, 'added')
      WHEN 'DELETE' THEN format(rows_of, -1, 'removed')
      ELSE format(rows_of, 1, 'added') || ' UNION ALL ' || format(rows_of, -1, 'removed')
    END);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "apartments_tally_inserted" AFTER INSERT ON "apartments"
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "tally_listings"();
--> statement-breakpoint
CREATE TRIGGER "apartments_tally_updated" AFTER UPDATE ON "apartments"
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "tally_listings"();
--> statement-breakpoint
CREATE TRIGGER "apartments_tally_deleted" AFTER DELETE ON "apartments"
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION "tally_listings"();
--> statement-breakpoint
CREATE TRIGGER "apartments_tally_truncated" AFTER TRUNCATE ON "apartments"
  FOR EACH STATEMENT EXECUTE FUNCTION "tally_listings"();
--> statement-breakpoint
INSERT INTO "listing_tallies" ("listing_type", "rental_type", "city", "bedrooms", "available", "hidden", "listings")
  SELECT "listing_type", "rental_type", "city", "bedrooms", "available", "hidden", count(*)
  FROM "apartments" GROUP BY 1, 2, 3, 4, 5, 6;
