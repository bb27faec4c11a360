ALTER TABLE "notification_preferences" ADD COLUMN "property_type" text;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD COLUMN "min_area" integer;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD COLUMN "max_area" integer;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD COLUMN "furnished" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD COLUMN "amenities" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD COLUMN "q" text;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD COLUMN "bbox" text;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "preferences_property_type_check" CHECK (property_type is null or property_type in ('apartment', 'house', 'villa', 'land', 'commercial', 'farm'));--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "preferences_area_check" CHECK (coalesce("notification_preferences"."min_area", 0) >= 0 and ("notification_preferences"."max_area" is null or "notification_preferences"."max_area" >= coalesce("notification_preferences"."min_area", 0)));--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "preferences_amenities_check" CHECK (amenities <@ array['wifi', 'parking', 'ac', 'heating', 'elevator', 'balcony', 'garden', 'pool', 'gym', 'security', 'furnished', 'pet_friendly']::text[]);