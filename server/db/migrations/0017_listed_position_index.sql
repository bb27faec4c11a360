-- "Search this area" counted its matches (up to the cap) from the table: a sequential scan of
-- 16-45 ms at 1M listings, as every map area's first page pays it. Of the publicly listed only,
-- with the list's type and price after the coordinates (read from the index, not searched by it),
-- the capped count of a map area, alone or with its list's type, is an index-only scan (3-7 ms).
DROP INDEX "apartments_position_idx";--> statement-breakpoint
CREATE INDEX "apartments_listed_position_idx" ON "apartments" USING btree ("latitude","longitude","listing_type","rental_type","price") WHERE available and not hidden;