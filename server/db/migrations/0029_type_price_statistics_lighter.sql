-- Planning a search with a price read the whole MCV list of apartments_type_price_stats for every
-- path the planner weighed: with 10,000 combinations (migration 0005; 3,830 filled at 1M generated
-- listings, more with less round prices) planning took 6.5-11 ms at 1M listings, more than the
-- search itself (2.6-6 ms). With 1,000: a median of 2.6 ms, the same plans on 68 of 70 paths (one
-- faster, one 3 ms slower), and eight price-capped pages 117-122 -> 212-232 req/s
-- (bench/findings.md, twenty-first round). The low price caps 0005 was raised for (Najaf up to
-- 300,000, 873 ms) now read the place's own index (0022) whatever the estimate. ANALYZE samples
-- 300,000 rows, not 3M.
ALTER STATISTICS "apartments_type_price_stats" SET STATISTICS 1000;--> statement-breakpoint
-- The new list at once, from the three columns (12 s at 1M listings; reads and writes go on).
ANALYZE "apartments" ("listing_type", "rental_type", "price");
