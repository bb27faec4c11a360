-- Largest first with a bedroom count: a home's area grows with its bedrooms, so PostgreSQL, walking
-- the area index from the largest, passed every larger home before the first one-bedroom flat
-- (254k rows, 0.85 s at 1M listings for Mosul's long rents; 0.19-0.57 s for the other mixes
-- probed). Of the publicly listed, by type and bedroom count, then area, such a page reads its
-- own rows in order (0.1-4 ms). "4+" bedrooms is a range and still walks the area index, from
-- the largest homes, which are the ones it asks for.
CREATE INDEX "apartments_listed_bedrooms_area_idx" ON "apartments" USING btree ("listing_type","bedrooms","area","id") WHERE available and not hidden;