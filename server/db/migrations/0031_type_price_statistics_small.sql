-- The type/price statistics again, with a list of 100 combinations (0030 dropped a list of 1,000).
-- Without them the planner took a price as independent of the kind of listing: "under 150,000" is
-- 76% of short stays but 11% of all listings, so short stays in Baghdad with 1 bedroom under
-- 150,000 were estimated at 1,212 (true: over 10,000) and read all of them to sort them, 45 ms warm
-- and 500 ms cold at 1M listings, where walking the newest-first index takes 1.2 ms. With 100
-- combinations planning stays at 0.5-0.6 ms (1,000 took 2.2-4.2): 40 searches of the bench and the
-- price ranges' tails planned in 13.6 -> 15.6 ms in all, ran in 170 -> 122, the same plans but
-- those short stays'; 120 searches drawn as seekers ask, p99 19 -> 7-9 ms (bench/findings.md,
-- twenty-third round).
CREATE STATISTICS IF NOT EXISTS "apartments_type_price_stats" (mcv) ON "listing_type", "rental_type", "price" FROM "apartments";--> statement-breakpoint
ALTER STATISTICS "apartments_type_price_stats" SET STATISTICS 100;--> statement-breakpoint
ANALYZE "apartments" ("listing_type", "rental_type", "price");
