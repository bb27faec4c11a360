-- Price sorts bounded by an area the other way read by area band (schema.ts bandedByPrice), as the
-- largest first under a price reads by price band (0040): the cheapest first from 200 m² walked the
-- price index past every smaller home, the dearest first up to 100 m² past every larger one. The
-- bands are of the area + 1, so that they start on a round area, as a minimum area does.
CREATE INDEX "apartments_listed_rent_band_price_idx" ON "apartments" USING btree ("listing_type","rental_type",round_band(area + 1),"price","id","area","city") WHERE available and not hidden;--> statement-breakpoint
CREATE INDEX "apartments_listed_type_band_price_idx" ON "apartments" USING btree ("listing_type",round_band(area + 1),"price","id","area","city") WHERE available and not hidden;