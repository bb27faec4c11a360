-- Every rent search names its listing and rental type, two of the three columns of
-- apartments_type_price_stats, whose MCV list holds 10,000 type/price combinations (migration
-- 0005): the planner matched all of them again for each path it weighed, so planning a rent
-- search took 2.4-2.5 ms at 1M listings (with a price cap 3.1-3.4 ms) against 0.1-0.2 ms for a
-- sale. Given two objects that cover the same clauses, PostgreSQL takes the one with fewer
-- columns, so this four-combination list answers the type clauses: planning 0.16-0.22 ms without a
-- price and 1.1-1.3 ms with one, the same plans (bench/findings.md, sixteenth round). The price
-- still goes to the detailed object.
CREATE STATISTICS IF NOT EXISTS "apartments_type_stats" (mcv) ON "listing_type", "rental_type" FROM "apartments";--> statement-breakpoint
-- Built now from the two columns alone (0.2 s at 1M listings, not the 40 s of a whole ANALYZE);
-- the detailed object keeps its data until the next whole ANALYZE, and its notice that it could
-- not be computed from these columns is not a fault.
SET LOCAL client_min_messages = error;--> statement-breakpoint
ANALYZE "apartments" ("listing_type", "rental_type");--> statement-breakpoint
RESET client_min_messages;
