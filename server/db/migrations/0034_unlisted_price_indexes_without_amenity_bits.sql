-- 0033 put the amenity bits on every price index, the two that are not of the listed too. A count
-- asks `available and not hidden`, which those two lack, so it reads the table there and never the
-- bits; no page checks the bits either (a page asks for the list). They go again: 8 bytes an entry.
DROP INDEX "apartments_type_price_idx";--> statement-breakpoint
DROP INDEX "apartments_all_price_idx";--> statement-breakpoint
CREATE INDEX "apartments_type_price_idx" ON "apartments" USING btree ("listing_type","price","id","area");--> statement-breakpoint
CREATE INDEX "apartments_all_price_idx" ON "apartments" USING btree ("price","id","area","bedrooms","bathrooms");