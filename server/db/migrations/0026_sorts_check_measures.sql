-- The sorts' indexes carry the measures that grow with their key, after the id, only to be checked
-- while walking them: a home's price grows with its area, and its bathrooms with its size, so
-- "long rents under 400,000, largest first" walked the area index past 163k dearer homes, reading
-- each from the table to learn its price (0.45 s at 1M listings). A condition on a key column after
-- the order's own is checked on the index entry: 12 ms; sales with 1 bathroom, largest first,
-- 438 -> 8 ms; long rents from 200 m², cheapest first, 62 -> 12 ms; sales with 3 bedrooms from 250 m²,
-- 149 -> 0.9 ms. The server over 8 such pages, uncached: 6-8 -> 229-236 req/s. 69 MB more at 1M
-- (the price indexes keep their size); rebuilt in 12 s at 1M; a 20,000-row insert 7.2-9.2 s (7.6-8.0 before).
DROP INDEX "apartments_listed_price_idx";--> statement-breakpoint
DROP INDEX "apartments_type_price_idx";--> statement-breakpoint
DROP INDEX "apartments_area_idx";--> statement-breakpoint
DROP INDEX "apartments_type_area_idx";--> statement-breakpoint
DROP INDEX "apartments_listed_bedrooms_area_idx";--> statement-breakpoint
DROP INDEX "apartments_listed_rent_bedrooms_price_idx";--> statement-breakpoint
DROP INDEX "apartments_listed_sale_bedrooms_price_idx";--> statement-breakpoint
DROP INDEX "apartments_listed_rent_open_bedrooms_price_idx";--> statement-breakpoint
DROP INDEX "apartments_listed_sale_open_bedrooms_price_idx";--> statement-breakpoint
DROP INDEX "apartments_listed_rent_bathrooms_price_idx";--> statement-breakpoint
DROP INDEX "apartments_listed_sale_bathrooms_price_idx";--> statement-breakpoint
DROP INDEX "apartments_listed_rent_open_bathrooms_price_idx";--> statement-breakpoint
DROP INDEX "apartments_listed_sale_open_bathrooms_price_idx";--> statement-breakpoint
DROP INDEX "apartments_all_area_idx";--> statement-breakpoint
DROP INDEX "apartments_all_price_idx";--> statement-breakpoint
CREATE INDEX "apartments_listed_price_idx" ON "apartments" USING btree ("listing_type","rental_type","price","id","area") WHERE available and not hidden;--> statement-breakpoint
CREATE INDEX "apartments_type_price_idx" ON "apartments" USING btree ("listing_type","price","id","area");--> statement-breakpoint
CREATE INDEX "apartments_area_idx" ON "apartments" USING btree ("listing_type","rental_type","area","id","price","bathrooms");--> statement-breakpoint
CREATE INDEX "apartments_type_area_idx" ON "apartments" USING btree ("listing_type","area","id","price","bathrooms");--> statement-breakpoint
CREATE INDEX "apartments_listed_bedrooms_area_idx" ON "apartments" USING btree ("listing_type","bedrooms","area","id","price","bathrooms") WHERE available and not hidden;--> statement-breakpoint
CREATE INDEX "apartments_listed_rent_bedrooms_price_idx" ON "apartments" USING btree ("rental_type","bedrooms","price","id","area") WHERE listing_type = 'rent' and available and not hidden;--> statement-breakpoint
CREATE INDEX "apartments_listed_sale_bedrooms_price_idx" ON "apartments" USING btree ("bedrooms","price","id","area") WHERE listing_type = 'sale' and available and not hidden;--> statement-breakpoint
CREATE INDEX "apartments_listed_rent_open_bedrooms_price_idx" ON "apartments" USING btree ("rental_type","price","id","area") WHERE listing_type = 'rent' and available and not hidden and bedrooms >= 4;--> statement-breakpoint
CREATE INDEX "apartments_listed_sale_open_bedrooms_price_idx" ON "apartments" USING btree ("price","id","area") WHERE listing_type = 'sale' and available and not hidden and bedrooms >= 4;--> statement-breakpoint
CREATE INDEX "apartments_listed_rent_bathrooms_price_idx" ON "apartments" USING btree ("rental_type","bathrooms","price","id","area") WHERE listing_type = 'rent' and available and not hidden;--> statement-breakpoint
CREATE INDEX "apartments_listed_sale_bathrooms_price_idx" ON "apartments" USING btree ("bathrooms","price","id","area") WHERE listing_type = 'sale' and available and not hidden;--> statement-breakpoint
CREATE INDEX "apartments_listed_rent_open_bathrooms_price_idx" ON "apartments" USING btree ("rental_type","price","id","area") WHERE listing_type = 'rent' and available and not hidden and bathrooms >= 3;--> statement-breakpoint
CREATE INDEX "apartments_listed_sale_open_bathrooms_price_idx" ON "apartments" USING btree ("price","id","area") WHERE listing_type = 'sale' and available and not hidden and bathrooms >= 3;--> statement-breakpoint
CREATE INDEX "apartments_all_area_idx" ON "apartments" USING btree ("area","id","price","bathrooms");--> statement-breakpoint
CREATE INDEX "apartments_all_price_idx" ON "apartments" USING btree ("price","id","area");