-- The listing sample holds the search text too, with its trigrams (schema.ts listingSample). A text
-- search was counted up to the cap unless the planner's estimate, from the column's histogram,
-- passed three times the cap: a word of ~25,000 matches ("ارض زراعية") read 10,001 of them, 26-30
-- ms of a 1M market's statement, and a stale estimate could say "10000+" for a few hundred. Its
-- count now reads the sample first, as any count the sample holds: 776 sampled matches in 0.6-3 ms
-- (bench/findings.md, thirty-seventh round). Emptied and filled again while the listings' writers
-- wait, so no change falls between the copy and the trigger; an UPDATE of every row would leave as
-- many dead ones, which the embedded database, without autovacuum, keeps.
LOCK TABLE "apartments" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
TRUNCATE "listing_sample";--> statement-breakpoint
ALTER TABLE "listing_sample" ADD COLUMN "search_text" text NOT NULL;--> statement-breakpoint
CREATE INDEX "listing_sample_search_text_idx" ON "listing_sample" USING gin ("search_text" gin_trgm_ops) WHERE available and not hidden;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "sample_listings"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM listing_sample;
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    DELETE FROM listing_sample WHERE id IN (SELECT id FROM removed WHERE (hashint4(id) & 15) = 0);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO listing_sample (id, listing_type, rental_type, property_type, city, bedrooms, bathrooms, price, area,
        amenity_bits, latitude, longitude, search_text, available, hidden)
      SELECT id, listing_type, rental_type, property_type, city, bedrooms, bathrooms, price, area,
        amenity_bits, latitude, longitude, search_text, available, hidden
      FROM added WHERE (hashint4(id) & 15) = 0;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
INSERT INTO "listing_sample" ("id", "listing_type", "rental_type", "property_type", "city", "bedrooms", "bathrooms",
    "price", "area", "amenity_bits", "latitude", "longitude", "search_text", "available", "hidden")
  SELECT "id", "listing_type", "rental_type", "property_type", "city", "bedrooms", "bathrooms", "price", "area",
    "amenity_bits", "latitude", "longitude", "search_text", "available", "hidden"
  FROM "apartments" WHERE (hashint4("id") & 15) = 0;
--> statement-breakpoint
ANALYZE "listing_sample";
