CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "apartments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "apartments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title_en" text NOT NULL,
	"title_ar" text NOT NULL,
	"description_en" text NOT NULL,
	"description_ar" text NOT NULL,
	"price" bigint NOT NULL,
	"listing_type" text DEFAULT 'rent' NOT NULL,
	"rental_type" text DEFAULT 'long',
	"payment_type" text DEFAULT 'full' NOT NULL,
	"down_payment_percentage" integer DEFAULT 20 NOT NULL,
	"payment_years" integer DEFAULT 10 NOT NULL,
	"location_en" text NOT NULL,
	"location_ar" text NOT NULL,
	"bedrooms" integer DEFAULT 0 NOT NULL,
	"bathrooms" integer DEFAULT 0 NOT NULL,
	"area" integer NOT NULL,
	"amenities" text[] DEFAULT '{}'::text[] NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"available" boolean DEFAULT true NOT NULL,
	"owner_id" integer,
	"latitude" double precision,
	"longitude" double precision,
	"search_text" text GENERATED ALWAYS AS (lower(translate(regexp_replace(title_en || ' ' || location_en || ' ' || title_ar || ' ' || location_ar, '[ً-ٰٟـ]', '', 'g'), 'أإآةى', 'اااهي'))) STORED NOT NULL,
	"location_text" text GENERATED ALWAYS AS (lower(translate(regexp_replace(location_en || ' ' || location_ar, '[ً-ٰٟـ]', '', 'g'), 'أإآةى', 'اااهي'))) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "apartments_listing_type_check" CHECK (listing_type in ('rent', 'sale', 'land')),
	CONSTRAINT "apartments_rental_type_check" CHECK (rental_type is null or rental_type in ('long', 'short')),
	CONSTRAINT "apartments_payment_type_check" CHECK (payment_type in ('full', 'credit')),
	CONSTRAINT "apartments_price_check" CHECK ("apartments"."price" > 0),
	CONSTRAINT "apartments_area_check" CHECK ("apartments"."area" > 0),
	CONSTRAINT "apartments_rooms_check" CHECK ("apartments"."bedrooms" >= 0 and "apartments"."bathrooms" >= 0),
	CONSTRAINT "apartments_down_payment_check" CHECK ("apartments"."down_payment_percentage" between 0 and 100),
	CONSTRAINT "apartments_payment_years_check" CHECK ("apartments"."payment_years" between 1 and 30),
	CONSTRAINT "apartments_latitude_check" CHECK ("apartments"."latitude" is null or "apartments"."latitude" between -90 and 90),
	CONSTRAINT "apartments_longitude_check" CHECK ("apartments"."longitude" is null or "apartments"."longitude" between -180 and 180),
	CONSTRAINT "apartments_amenities_check" CHECK (amenities <@ array['wifi', 'parking', 'ac', 'heating', 'elevator', 'balcony', 'garden', 'pool', 'gym', 'security', 'furnished', 'pet_friendly']::text[])
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bookings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"apartment_id" integer NOT NULL,
	"user_id" integer,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"check_in" date NOT NULL,
	"check_out" date NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_status_check" CHECK (status in ('pending', 'confirmed', 'declined', 'cancelled')),
	CONSTRAINT "bookings_dates_check" CHECK ("bookings"."check_out" > "bookings"."check_in")
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contact_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notification_preferences_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"listing_type" text,
	"rental_type" text,
	"min_price" bigint,
	"max_price" bigint,
	"min_bedrooms" integer,
	"max_bedrooms" integer,
	"min_bathrooms" integer,
	"max_bathrooms" integer,
	"location" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"notify_price_drops" text DEFAULT 'all' NOT NULL,
	"notify_new_listings" text DEFAULT 'all' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "preferences_listing_type_check" CHECK (listing_type is null or listing_type in ('rent', 'sale', 'land')),
	CONSTRAINT "preferences_rental_type_check" CHECK (rental_type is null or rental_type in ('long', 'short')),
	CONSTRAINT "preferences_notify_check" CHECK (notify_price_drops in ('all', 'none') and notify_new_listings in ('all', 'none')),
	CONSTRAINT "preferences_ranges_check" CHECK (coalesce("notification_preferences"."min_price", 0) >= 0 and coalesce("notification_preferences"."min_bedrooms", 0) >= 0 and coalesce("notification_preferences"."min_bathrooms", 0) >= 0
        and ("notification_preferences"."max_price" is null or "notification_preferences"."max_price" >= coalesce("notification_preferences"."min_price", 0))
        and ("notification_preferences"."max_bedrooms" is null or "notification_preferences"."max_bedrooms" >= coalesce("notification_preferences"."min_bedrooms", 0))
        and ("notification_preferences"."max_bathrooms" is null or "notification_preferences"."max_bathrooms" >= coalesce("notification_preferences"."min_bathrooms", 0)))
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"title" jsonb NOT NULL,
	"message" jsonb NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"apartment_id" integer,
	"read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_type_check" CHECK (type in ('price_drop', 'price_change', 'new_listing', 'match', 'property_update', 'other'))
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"sid" text PRIMARY KEY NOT NULL,
	"sess" jsonb NOT NULL,
	"expire" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"password_hash" text,
	"first_name" text,
	"last_name" text,
	"profile_image_url" text,
	"role" text DEFAULT 'renter' NOT NULL,
	"oidc_subject" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_role_check" CHECK (role in ('admin', 'owner', 'renter')),
	CONSTRAINT "users_email_lower_check" CHECK ("users"."email" = lower("users"."email"))
);
--> statement-breakpoint
ALTER TABLE "apartments" ADD CONSTRAINT "apartments_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_apartment_id_apartments_id_fk" FOREIGN KEY ("apartment_id") REFERENCES "public"."apartments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_apartment_id_apartments_id_fk" FOREIGN KEY ("apartment_id") REFERENCES "public"."apartments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "apartments_newest_idx" ON "apartments" USING btree ("listing_type","rental_type","created_at","id");--> statement-breakpoint
CREATE INDEX "apartments_price_idx" ON "apartments" USING btree ("listing_type","rental_type","price","id");--> statement-breakpoint
CREATE INDEX "apartments_created_idx" ON "apartments" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "apartments_bedrooms_idx" ON "apartments" USING btree ("bedrooms");--> statement-breakpoint
CREATE INDEX "apartments_bathrooms_idx" ON "apartments" USING btree ("bathrooms");--> statement-breakpoint
CREATE INDEX "apartments_owner_idx" ON "apartments" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "apartments_search_text_idx" ON "apartments" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "apartments_location_text_idx" ON "apartments" USING gin ("location_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bookings_apartment_idx" ON "bookings" USING btree ("apartment_id");--> statement-breakpoint
CREATE INDEX "bookings_user_idx" ON "bookings" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "bookings_status_idx" ON "bookings" USING btree ("status");--> statement-breakpoint
CREATE INDEX "preferences_user_idx" ON "notification_preferences" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "preferences_match_idx" ON "notification_preferences" USING btree ("listing_type","rental_type") WHERE "notification_preferences"."enabled";--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_apartment_idx" ON "notifications" USING btree ("apartment_id");--> statement-breakpoint
CREATE INDEX "sessions_expire_idx" ON "sessions" USING btree ("expire");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_oidc_subject_idx" ON "users" USING btree ("oidc_subject");