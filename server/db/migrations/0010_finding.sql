CREATE TABLE "favourites" (
	"user_id" integer NOT NULL,
	"apartment_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourites_user_id_apartment_id_pk" PRIMARY KEY("user_id","apartment_id")
);
--> statement-breakpoint
ALTER TABLE "apartments" ADD COLUMN "property_type" text DEFAULT 'apartment' NOT NULL;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_apartment_id_apartments_id_fk" FOREIGN KEY ("apartment_id") REFERENCES "public"."apartments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "favourites_apartment_idx" ON "favourites" USING btree ("apartment_id");--> statement-breakpoint
CREATE INDEX "apartments_area_idx" ON "apartments" USING btree ("listing_type","rental_type","area","id");--> statement-breakpoint
CREATE INDEX "apartments_type_area_idx" ON "apartments" USING btree ("listing_type","area","id");--> statement-breakpoint
CREATE INDEX "apartments_all_area_idx" ON "apartments" USING btree ("area","id");--> statement-breakpoint
CREATE INDEX "apartments_all_price_idx" ON "apartments" USING btree ("price","id");--> statement-breakpoint
CREATE INDEX "apartments_amenities_idx" ON "apartments" USING gin ("amenities");--> statement-breakpoint
CREATE INDEX "apartments_position_idx" ON "apartments" USING btree ("latitude","longitude");--> statement-breakpoint
ALTER TABLE "apartments" ADD CONSTRAINT "apartments_property_type_check" CHECK (property_type in ('apartment', 'house', 'villa', 'land', 'commercial', 'farm'));--> statement-breakpoint
-- Listings made before the property type: land is land (a farm or commercial plot when its English
-- title says so); a home is a villa or a house when its title says so, else an apartment.
UPDATE "apartments" SET "property_type" = CASE
  WHEN "listing_type" = 'land' AND "title_en" ILIKE '%agricultur%' THEN 'farm'
  WHEN "listing_type" = 'land' AND "title_en" ILIKE '%commercial%' THEN 'commercial'
  WHEN "listing_type" = 'land' THEN 'land'
  WHEN "title_en" ILIKE '%villa%' THEN 'villa'
  WHEN "title_en" ILIKE '%house%' THEN 'house'
  ELSE 'apartment' END;
