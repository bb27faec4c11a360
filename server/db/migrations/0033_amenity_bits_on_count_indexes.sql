-- Amenities as bits beside their list, kept on the indexes a count reads. A count of a search with
-- amenities or "furnished" and other filters read every candidate from the table to check its list
-- (no B-tree holds an array): long rents with 3 bedrooms under 2.5M with a pool, 8,937 matches,
-- 244-319 ms at 1M listings; 4+ bedrooms with wifi 185-200 ms. With `amenity_bits` on the entries,
-- `(amenity_bits & mask) = mask` is checked there: 17-20 and 4-5 ms. The page keeps the list's
-- condition (its GIN index and statistics). The indexes are dropped before the column is added, so
-- the table's rewrite (the generated column, 91 s at 1M listings) rebuilds fewer of them. The bits
-- follow common/listings.ts AMENITIES, in order (amenityMask; schema.api.test.ts holds them equal).
CREATE FUNCTION amenity_bits(list text[]) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN (
  SELECT coalesce(bit_or(1 << (array_position(ARRAY['wifi', 'parking', 'ac', 'heating', 'elevator', 'balcony', 'garden', 'pool', 'gym', 'security', 'furnished', 'pet_friendly']::text[], a) - 1)), 0)
  FROM unnest(list) AS a
);--> statement-breakpoint
DROP INDEX "apartments_listed_price_idx";--> statement-breakpoint
DROP INDEX "apartments_type_price_idx";--> statement-breakpoint
DROP INDEX "apartments_listed_rent_bedrooms_price_idx";--> statement-breakpoint
DROP INDEX "apartments_listed_sale_bedrooms_price_idx";--> statement-breakpoint
DROP INDEX "apartments_listed_rent_open_bedrooms_price_idx";--> statement-breakpoint
DROP INDEX "apartments_listed_sale_open_bedrooms_price_idx";--> statement-breakpoint
DROP INDEX "apartments_listed_rent_bathrooms_price_idx";--> statement-breakpoint
DROP INDEX "apartments_listed_sale_bathrooms_price_idx";--> statement-breakpoint
DROP INDEX "apartments_listed_rent_open_bathrooms_price_idx";--> statement-breakpoint
DROP INDEX "apartments_listed_sale_open_bathrooms_price_idx";--> statement-breakpoint
DROP INDEX "apartments_all_price_idx";--> statement-breakpoint
DROP INDEX "apartments_listed_count_idx";--> statement-breakpoint
ALTER TABLE "amenity_tallies" ADD COLUMN "amenity_bits" integer GENERATED ALWAYS AS (amenity_bits(amenities)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "apartments" ADD COLUMN "amenity_bits" integer GENERATED ALWAYS AS (amenity_bits(amenities)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "apartments_listed_price_idx" ON "apartments" USING btree ("listing_type","rental_type","price","id","area","amenity_bits") WHERE available and not hidden;--> statement-breakpoint
CREATE INDEX "apartments_type_price_idx" ON "apartments" USING btree ("listing_type","price","id","area","amenity_bits");--> statement-breakpoint
CREATE INDEX "apartments_listed_rent_bedrooms_price_idx" ON "apartments" USING btree ("rental_type","bedrooms","price","id","area","amenity_bits","bathrooms") WHERE listing_type = 'rent' and available and not hidden;--> statement-breakpoint
CREATE INDEX "apartments_listed_sale_bedrooms_price_idx" ON "apartments" USING btree ("bedrooms","price","id","area","amenity_bits","bathrooms") WHERE listing_type = 'sale' and available and not hidden;--> statement-breakpoint
CREATE INDEX "apartments_listed_rent_open_bedrooms_price_idx" ON "apartments" USING btree ("rental_type","price","id","area","amenity_bits","bathrooms") WHERE listing_type = 'rent' and available and not hidden and bedrooms >= 4;--> statement-breakpoint
CREATE INDEX "apartments_listed_sale_open_bedrooms_price_idx" ON "apartments" USING btree ("price","id","area","amenity_bits","bathrooms") WHERE listing_type = 'sale' and available and not hidden and bedrooms >= 4;--> statement-breakpoint
CREATE INDEX "apartments_listed_rent_bathrooms_price_idx" ON "apartments" USING btree ("rental_type","bathrooms","price","id","area","amenity_bits","bedrooms") WHERE listing_type = 'rent' and available and not hidden;--> statement-breakpoint
CREATE INDEX "apartments_listed_sale_bathrooms_price_idx" ON "apartments" USING btree ("bathrooms","price","id","area","amenity_bits","bedrooms") WHERE listing_type = 'sale' and available and not hidden;--> statement-breakpoint
CREATE INDEX "apartments_listed_rent_open_bathrooms_price_idx" ON "apartments" USING btree ("rental_type","price","id","area","amenity_bits","bedrooms") WHERE listing_type = 'rent' and available and not hidden and bathrooms >= 3;--> statement-breakpoint
CREATE INDEX "apartments_listed_sale_open_bathrooms_price_idx" ON "apartments" USING btree ("price","id","area","amenity_bits","bedrooms") WHERE listing_type = 'sale' and available and not hidden and bathrooms >= 3;--> statement-breakpoint
CREATE INDEX "apartments_all_price_idx" ON "apartments" USING btree ("price","id","area","amenity_bits","bedrooms","bathrooms");--> statement-breakpoint
CREATE INDEX "apartments_listed_count_idx" ON "apartments" USING btree ("listing_type","city","rental_type","bedrooms","price","bathrooms","property_type","area","amenity_bits") WHERE available and not hidden;