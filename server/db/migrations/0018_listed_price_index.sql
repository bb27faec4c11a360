-- A rent list with a price cap and no place ("short stays up to 60,000") counted its matches by
-- ANDing two whole-table bitmaps and reading the rows (43 ms at 1M listings). The rent price
-- index, of the publicly listed only, makes that count an index-only scan (3 ms) and spares the
-- price sorts their check of each row's availability. Management lists sort by newest, not price.
DROP INDEX "apartments_price_idx";--> statement-breakpoint
CREATE INDEX "apartments_listed_price_idx" ON "apartments" USING btree ("listing_type","rental_type","price","id") WHERE available and not hidden;