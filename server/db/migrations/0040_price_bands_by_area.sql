-- The largest first under a price reads by price band (schema.ts bandedByArea): walking the area
-- index from the largest passed every dearer home first (long rents under 400,000: 27 ms at 1M
-- listings). round_band numbers bands of round values, ten a decade, each ending on a round value
-- and holding it: a band holds the values v with v - 1 of the same number of digits and the same
-- step of its first two digits (10, 12, 15, 20, 25, 30, 40, 50, 60, 80), so a cap of 400,000 ends
-- band 65, (300,000, 400,000]. It never falls as the value rises; 0 and below are in the first band.
CREATE FUNCTION "round_band"(value bigint) RETURNS integer LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT length(below) * 10 + width_bucket(left(rpad(below, 2, '0'), 2)::integer, '{12,15,20,25,30,40,50,60,80}'::integer[])
  FROM (SELECT (greatest(value, 1) - 1)::text AS below) AS digits
$$;
--> statement-breakpoint
CREATE INDEX "apartments_listed_rent_band_area_idx" ON "apartments" USING btree ("listing_type","rental_type",round_band(price),"area","id","price","city") WHERE available and not hidden;--> statement-breakpoint
CREATE INDEX "apartments_listed_type_band_area_idx" ON "apartments" USING btree ("listing_type",round_band(price),"area","id","price","city") WHERE available and not hidden;