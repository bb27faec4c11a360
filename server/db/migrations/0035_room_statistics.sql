-- Bedrooms and bathrooms estimated together. A 1-bedroom home has one bathroom: taking the two as
-- independent, the planner expected 3,764 short stays with 1 bedroom and 1 bathroom under 150,000
-- among 1M listings where there are 29,885, so it read them all to sort them (231-257 ms) instead
-- of walking the newest-first index to the first 25 (0.8 ms). The list holds the few dozen
-- bedroom/bathroom pairs; of 512 searches drawn as seekers ask, it changed the plan of two, both
-- for the better (bench/findings.md, twenty-fifth round).
CREATE STATISTICS IF NOT EXISTS "apartments_rooms_stats" (mcv) ON "bedrooms", "bathrooms" FROM "apartments";--> statement-breakpoint
-- Built now from the two columns alone (a second at 1M listings); the other objects keep their data,
-- and their notice that they could not be computed from these columns is not a fault.
SET LOCAL client_min_messages = error;--> statement-breakpoint
ANALYZE "apartments" ("bedrooms", "bathrooms");--> statement-breakpoint
RESET client_min_messages;
