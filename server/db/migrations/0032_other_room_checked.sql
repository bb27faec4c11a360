-- The room-count price indexes carry the other room count, checked on the entry. A search with
-- both ("long rents, 3 bedrooms, 2 bathrooms, under 2.5M", the rent page's two room filters) was
-- counted by joining the bitmaps of the bathrooms' index and the bedrooms' and reading the table:
-- 15,000-39,000 pages, lossy, 100-266 ms at 1M listings even when nothing matched; now an
-- index-only scan, 3-13 ms. 107 -> 129 MB for the eight indexes at 1M, rebuilt in 7 s. 198 searches
-- drawn as seekers ask (a fifth with a bathroom count), count and page: p99 472 -> 30 ms, the sum
-- 3.76 -> 1.22 s (bench/findings.md, twenty-fourth round).
-- And only a rent has a rental type (the rule the API applies, common/listings.ts), now a check: a
-- count of a place's sales says `rental_type is null`, so the count index (type, place, rental
-- type, rooms, price) reads the rooms and prices it asks for as its key (search-query.ts).
UPDATE "apartments" SET "rental_type" = null WHERE "listing_type" <> 'rent' AND "rental_type" IS NOT NULL;--> statement-breakpoint
DROP INDEX "apartments_listed_rent_bedrooms_price_idx";--> statement-breakpoint
DROP INDEX "apartments_listed_sale_bedrooms_price_idx";--> statement-breakpoint
DROP INDEX "apartments_listed_rent_open_bedrooms_price_idx";--> statement-breakpoint
DROP INDEX "apartments_listed_sale_open_bedrooms_price_idx";--> statement-breakpoint
DROP INDEX "apartments_listed_rent_bathrooms_price_idx";--> statement-breakpoint
DROP INDEX "apartments_listed_sale_bathrooms_price_idx";--> statement-breakpoint
DROP INDEX "apartments_listed_rent_open_bathrooms_price_idx";--> statement-breakpoint
DROP INDEX "apartments_listed_sale_open_bathrooms_price_idx";--> statement-breakpoint
CREATE INDEX "apartments_listed_rent_bedrooms_price_idx" ON "apartments" USING btree ("rental_type","bedrooms","price","id","area","bathrooms") WHERE listing_type = 'rent' and available and not hidden;--> statement-breakpoint
CREATE INDEX "apartments_listed_sale_bedrooms_price_idx" ON "apartments" USING btree ("bedrooms","price","id","area","bathrooms") WHERE listing_type = 'sale' and available and not hidden;--> statement-breakpoint
CREATE INDEX "apartments_listed_rent_open_bedrooms_price_idx" ON "apartments" USING btree ("rental_type","price","id","area","bathrooms") WHERE listing_type = 'rent' and available and not hidden and bedrooms >= 4;--> statement-breakpoint
CREATE INDEX "apartments_listed_sale_open_bedrooms_price_idx" ON "apartments" USING btree ("price","id","area","bathrooms") WHERE listing_type = 'sale' and available and not hidden and bedrooms >= 4;--> statement-breakpoint
CREATE INDEX "apartments_listed_rent_bathrooms_price_idx" ON "apartments" USING btree ("rental_type","bathrooms","price","id","area","bedrooms") WHERE listing_type = 'rent' and available and not hidden;--> statement-breakpoint
CREATE INDEX "apartments_listed_sale_bathrooms_price_idx" ON "apartments" USING btree ("bathrooms","price","id","area","bedrooms") WHERE listing_type = 'sale' and available and not hidden;--> statement-breakpoint
CREATE INDEX "apartments_listed_rent_open_bathrooms_price_idx" ON "apartments" USING btree ("rental_type","price","id","area","bedrooms") WHERE listing_type = 'rent' and available and not hidden and bathrooms >= 3;--> statement-breakpoint
CREATE INDEX "apartments_listed_sale_open_bathrooms_price_idx" ON "apartments" USING btree ("price","id","area","bedrooms") WHERE listing_type = 'sale' and available and not hidden and bathrooms >= 3;--> statement-breakpoint
ALTER TABLE "apartments" ADD CONSTRAINT "apartments_rental_type_of_rent_check" CHECK (listing_type = 'rent' or rental_type is null);