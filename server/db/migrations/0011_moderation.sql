CREATE TABLE "listing_reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "listing_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"apartment_id" integer NOT NULL,
	"user_id" integer,
	"ip" text NOT NULL,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "listing_reports_reason_check" CHECK (reason in ('fake', 'wrong_price', 'unavailable', 'wrong_location', 'offensive', 'other')),
	CONSTRAINT "listing_reports_status_check" CHECK (status in ('open', 'closed'))
);
--> statement-breakpoint
ALTER TABLE "apartments" ADD COLUMN "moderation" text DEFAULT 'visible' NOT NULL;--> statement-breakpoint
ALTER TABLE "apartments" ADD COLUMN "moderation_note" text;--> statement-breakpoint
ALTER TABLE "apartments" ADD COLUMN "owner_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "apartments" ADD COLUMN "owner_suspended" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "apartments" ADD COLUMN "hidden" boolean GENERATED ALWAYS AS (moderation <> 'visible' or owner_suspended) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "listing_reports" ADD CONSTRAINT "listing_reports_apartment_id_apartments_id_fk" FOREIGN KEY ("apartment_id") REFERENCES "public"."apartments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_reports" ADD CONSTRAINT "listing_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "listing_reports_open_user_idx" ON "listing_reports" USING btree ("apartment_id","user_id") WHERE status = 'open' and user_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "listing_reports_open_ip_idx" ON "listing_reports" USING btree ("apartment_id","ip") WHERE status = 'open' and user_id is null;--> statement-breakpoint
CREATE INDEX "listing_reports_open_idx" ON "listing_reports" USING btree ("apartment_id","created_at") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "apartments_moderated_idx" ON "apartments" USING btree ("moderation") WHERE moderation <> 'visible';--> statement-breakpoint
ALTER TABLE "apartments" ADD CONSTRAINT "apartments_moderation_check" CHECK (moderation in ('visible', 'held', 'hidden'));--> statement-breakpoint
-- A listing carries copies of its owner's verified and suspended flags (schema.ts): a new listing
-- takes them from its owner, and a change of the owner's flags reaches every listing of theirs in
-- the same transaction (whatever makes it: the app, a tool, psql). The listings' UPDATE fires
-- apartments_changed, so every app process forgets its kept search pages.
CREATE OR REPLACE FUNCTION "copy_owner_flags"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT u.verified, u.suspended INTO NEW.owner_verified, NEW.owner_suspended FROM users u WHERE u.id = NEW.owner_id;
  NEW.owner_verified := coalesce(NEW.owner_verified, false);
  NEW.owner_suspended := coalesce(NEW.owner_suspended, false);
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "apartments_owner_flags" BEFORE INSERT OR UPDATE OF owner_id ON "apartments"
  FOR EACH ROW EXECUTE FUNCTION "copy_owner_flags"();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "spread_owner_flags"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE apartments SET owner_verified = NEW.verified, owner_suspended = NEW.suspended WHERE owner_id = NEW.id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "users_owner_flags" AFTER UPDATE OF verified, suspended ON "users"
  FOR EACH ROW WHEN (OLD.verified IS DISTINCT FROM NEW.verified OR OLD.suspended IS DISTINCT FROM NEW.suspended)
  EXECUTE FUNCTION "spread_owner_flags"();
