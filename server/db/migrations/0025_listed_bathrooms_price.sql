-- Price sorts with a bathroom count, as 0024 for bedrooms: a home's bathrooms grow with its
-- bedrooms and so with its price, so "sales under 150M with 2 bathrooms, cheapest first" (what
-- /sales sends) walked the sales' price index past 13,913 cheaper one-bathroom homes (34-37 ms at
-- 1M listings, most of it the page) -> 2.3-5.6 ms, its capped count read from the new index too;
-- 3+ bathrooms (a range) apart, as 4+ bedrooms. 55 MB at 1M listings. The server on those pages:
-- 60 -> 169-173 req/s uncached; over 21 pages with a bathroom count and a price sort, 11 -> 275-378.
CREATE INDEX "apartments_listed_rent_bathrooms_price_idx" ON "apartments" USING btree ("rental_type","bathrooms","price","id") WHERE listing_type = 'rent' and available and not hidden;--> statement-breakpoint
CREATE INDEX "apartments_listed_sale_bathrooms_price_idx" ON "apartments" USING btree ("bathrooms","price","id") WHERE listing_type = 'sale' and available and not hidden;--> statement-breakpoint
CREATE INDEX "apartments_listed_rent_open_bathrooms_price_idx" ON "apartments" USING btree ("rental_type","price","id") WHERE listing_type = 'rent' and available and not hidden and bathrooms >= 3;--> statement-breakpoint
CREATE INDEX "apartments_listed_sale_open_bathrooms_price_idx" ON "apartments" USING btree ("price","id") WHERE listing_type = 'sale' and available and not hidden and bathrooms >= 3;