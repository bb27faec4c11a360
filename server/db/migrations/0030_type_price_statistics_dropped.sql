-- The type/price statistics (migrations 0003, 0005, 0029) go: the planner matched a search's clauses
-- against their list of type/price combinations for every path it weighed, so planning a search
-- with a price took 2.2-4.2 ms at 1M listings, often more than running it. Since then every
-- filter has an index that fits it (the place's, 0022; the rooms', 0023-0025; the measures',
-- 0026), and without the list the plans of 90 searches at 1M listings (sections 1b and 1d, and 26
-- at the tails of the price ranges) read the same indexes and run as fast, planned in 0.5-1.1 ms
-- (bench/findings.md, twenty-second round). The listing and rental type keep their own
-- statistics (0019).
DROP STATISTICS IF EXISTS "apartments_type_price_stats";
