-- One listing in 16, picked by a hash of its id, with the columns a count filters by
-- (schema.ts listingSample). A search no tally holds counted its matches by reading up to 10,001
-- index entries: 1.7-8.5 ms of a statement whose page took 0.06-0.6 ms at 1M listings. Its count
-- now reads the sample first: 776 sampled matches mean more than 10,000 (repo.ts selectCount),
-- found in 0.2-0.6 ms; fewer, and it counts the listings as before (bench/findings.md,
-- twenty-seventh round). Rebuilt while the listings' writers wait, so no change falls between the
-- copy and the trigger.
LOCK TABLE "apartments" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
CREATE TABLE "listing_sample" (
	"id" integer PRIMARY KEY NOT NULL,
	"listing_type" text NOT NULL,
	"rental_type" text,
	"property_type" text NOT NULL,
	"city" text,
	"bedrooms" integer NOT NULL,
	"bathrooms" integer NOT NULL,
	"price" bigint NOT NULL,
	"area" integer NOT NULL,
	"amenity_bits" integer NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"available" boolean NOT NULL,
	"hidden" boolean NOT NULL,
	CONSTRAINT "listing_sample_sampled_check" CHECK ((hashint4(id) & 15) = 0)
);
--> statement-breakpoint
CREATE INDEX "listing_sample_price_idx" ON "listing_sample" USING btree ("listing_type","rental_type","price","property_type","city","bedrooms","bathrooms","area","amenity_bits") WHERE available and not hidden;--> statement-breakpoint
CREATE INDEX "listing_sample_type_price_idx" ON "listing_sample" USING btree ("listing_type","price","rental_type","property_type","city","bedrooms","bathrooms","area","amenity_bits") WHERE available and not hidden;--> statement-breakpoint
CREATE INDEX "listing_sample_area_idx" ON "listing_sample" USING btree ("listing_type","rental_type","area","property_type","city","bedrooms","bathrooms","price","amenity_bits") WHERE available and not hidden;--> statement-breakpoint
CREATE INDEX "listing_sample_property_area_idx" ON "listing_sample" USING btree ("listing_type","property_type","area","rental_type","city","bedrooms","bathrooms","price","amenity_bits") WHERE available and not hidden;--> statement-breakpoint
CREATE INDEX "listing_sample_rooms_idx" ON "listing_sample" USING btree ("listing_type","bedrooms","bathrooms","price","rental_type","property_type","city","area","amenity_bits") WHERE available and not hidden;--> statement-breakpoint
CREATE INDEX "listing_sample_bathrooms_idx" ON "listing_sample" USING btree ("listing_type","bathrooms","price","rental_type","property_type","city","bedrooms","area","amenity_bits") WHERE available and not hidden;--> statement-breakpoint
CREATE INDEX "listing_sample_place_idx" ON "listing_sample" USING btree ("listing_type","city","rental_type","bedrooms","price","property_type","bathrooms","area","amenity_bits") WHERE available and not hidden;--> statement-breakpoint
CREATE INDEX "listing_sample_position_idx" ON "listing_sample" USING btree ("latitude","longitude","listing_type","rental_type","price") WHERE available and not hidden;
--> statement-breakpoint
-- Kept by the listings' own statements, as the tallies are (migration 0020): each takes out the
-- sampled listings it updated or deleted and puts back the ones it inserted or updated, once per
-- statement, in the same transaction. The transition tables are named by the triggers below.
CREATE FUNCTION "sample_listings"() RETURNS trigger LANGUAGE plpgsql AS $$
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
        amenity_bits, latitude, longitude, available, hidden)
      SELECT id, listing_type, rental_type, property_type, city, bedrooms, bathrooms, price, area,
        amenity_bits, latitude, longitude, available, hidden
      FROM added WHERE (hashint4(id) & 15) = 0;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "apartments_sample_inserted" AFTER INSERT ON "apartments"
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "sample_listings"();
--> statement-breakpoint
CREATE TRIGGER "apartments_sample_updated" AFTER UPDATE ON "apartments"
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "sample_listings"();
--> statement-breakpoint
CREATE TRIGGER "apartments_sample_deleted" AFTER DELETE ON "apartments"
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION "sample_listings"();
--> statement-breakpoint
CREATE TRIGGER "apartments_sample_truncated" AFTER TRUNCATE ON "apartments"
  FOR EACH STATEMENT EXECUTE FUNCTION "sample_listings"();
--> statement-breakpoint
INSERT INTO "listing_sample" ("id", "listing_type", "rental_type", "property_type", "city", "bedrooms", "bathrooms",
    "price", "area", "amenity_bits", "latitude", "longitude", "available", "hidden")
  SELECT "id", "listing_type", "rental_type", "property_type", "city", "bedrooms", "bathrooms", "price", "area",
    "amenity_bits", "latitude", "longitude", "available", "hidden"
  FROM "apartments" WHERE (hashint4("id") & 15) = 0;
--> statement-breakpoint
ANALYZE "listing_sample";
