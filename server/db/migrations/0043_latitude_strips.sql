-- A small map area's count reads by strip of latitude (schema.ts latitudeStrip): the position index
-- is ordered by latitude, so the count read the area's whole band of latitude across the map (a
-- corner of Karrada's short stays: Baghdad's listings at those latitudes, 3.5 ms at 1M listings).
-- Each type's strips ordered by longitude: one descent a strip, the area's entries and little more.
CREATE INDEX "apartments_listed_rent_strip_idx" ON "apartments" USING btree ("rental_type",(floor(latitude * 100)::int),"longitude","latitude","price") WHERE listing_type = 'rent' and available and not hidden;--> statement-breakpoint
CREATE INDEX "apartments_listed_type_strip_idx" ON "apartments" USING btree ("listing_type",(floor(latitude * 100)::int),"longitude","latitude","price") WHERE listing_type <> 'rent' and available and not hidden;