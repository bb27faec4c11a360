-- A city's page, newest first (every city page's default), walked a type's whole newest-first
-- index past the other places' listings: 1.7-3.7 ms at 1M listings for Najaf's long rents, 3.7-5.7
-- with a bedroom count. Of the publicly listed only, by type, place and date, it reads its own
-- rows in order (0.1-0.3 ms). A district-rich place (Baghdad, five places) still walks the type's index.
CREATE INDEX "apartments_listed_city_newest_idx" ON "apartments" USING btree ("listing_type","city","created_at","id") WHERE available and not hidden;