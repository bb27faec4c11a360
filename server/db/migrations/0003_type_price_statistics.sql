-- Prices depend on the listing and rental type (nightly short stays vs monthly rents vs sales).
-- Without statistics on the columns together the planner multiplies their selectivities, believes
-- "short stays up to 60,000" match 11x fewer rows than they do, and sorts a price-index range
-- instead of walking the newest-first index (bench/results.md: short rent + price cap).
CREATE STATISTICS IF NOT EXISTS "apartments_type_price_stats" (dependencies, mcv) ON "listing_type", "rental_type", "price" FROM "apartments";
