-- The indexes over all types (the API without a listing type) carry the room counts too, checked on
-- the entry as 0026's measures are: there are no room count indexes across types, so a price or
-- area sort with a room count walked past every home of the other counts, reading each from the
-- table. At 1M listings: one bedroom, largest first 1,676 -> 6.7 ms; Baghdad with one bedroom,
-- dearest first 451 -> 1.8 ms; five bedrooms, cheapest first 160 -> 0.7 ms. The area index keeps
-- its size (padding), the price index 30 -> 39 MB. The server over 4 such pages, uncached:
-- 4.4-5.6 -> 358-367 req/s.
DROP INDEX "apartments_all_area_idx";--> statement-breakpoint
DROP INDEX "apartments_all_price_idx";--> statement-breakpoint
CREATE INDEX "apartments_all_area_idx" ON "apartments" USING btree ("area","id","price","bathrooms","bedrooms");--> statement-breakpoint
CREATE INDEX "apartments_all_price_idx" ON "apartments" USING btree ("price","id","area","bedrooms","bathrooms");