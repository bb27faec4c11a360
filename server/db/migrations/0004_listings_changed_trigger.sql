-- Every app process keeps public search pages in memory for a few seconds
-- (server/features/listings/search-cache.ts). Whatever changes the listings, from any process
-- or tool, announces it once per statement on this channel, and every process forgets its pages.
CREATE OR REPLACE FUNCTION "announce_listings_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('dar_listings_changed', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "apartments_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "apartments"
  FOR EACH STATEMENT EXECUTE FUNCTION "announce_listings_changed"();
