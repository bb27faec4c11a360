CREATE TABLE "listing_lead_keys" (
	"key" text PRIMARY KEY NOT NULL,
	"day" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_leads" (
	"apartment_id" integer NOT NULL,
	"kind" text NOT NULL,
	"day" date NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "listing_leads_apartment_id_kind_day_pk" PRIMARY KEY("apartment_id","kind","day"),
	CONSTRAINT "listing_leads_kind_check" CHECK (kind in ('view', 'reveal', 'whatsapp'))
);
--> statement-breakpoint
ALTER TABLE "apartments" ADD COLUMN "hide_phone" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "whatsapp" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "listing_leads" ADD CONSTRAINT "listing_leads_apartment_id_apartments_id_fk" FOREIGN KEY ("apartment_id") REFERENCES "public"."apartments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_lead_keys_day_idx" ON "listing_lead_keys" USING btree ("day");