-- Prices depend on the type: long rents start near 250,000 a month while nightly stays and the
-- whole-table histogram put "up to 300,000" at 12% of long rents instead of 1%. With the default
-- 100 combinations the statistics' MCV list misses the cheap long rents, so a city page with a low
-- cap walked the newest-first index through 143k rows (Najaf, up to 300,000: 873 ms at 1M listings)
-- instead of ANDing the price and place indexes (8 ms). 10,000 combinations cover the round prices
-- people ask; ANALYZE then samples up to 3M rows (~40 s at 1M listings, in autovacuum's background).
ALTER STATISTICS "apartments_type_price_stats" SET STATISTICS 10000;
