CREATE TABLE "favourites" (
	"user_id" integer NOT NULL,
	"apartment_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourites_user_id_apartment_id_pk" PRIMARY KEY("user_id","apartment_id")
);
--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_apartment_id_apartments_id_fk" FOREIGN KEY ("apartment_id") REFERENCES "public"."apartments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "favourites_apartment_idx" ON "favourites" USING btree ("apartment_id");--> statement-breakpoint
CREATE INDEX "apartments_area_idx" ON "apartments" USING btree ("listing_type","rental_type","area","id");--> statement-breakpoint
CREATE INDEX "apartments_type_area_idx" ON "apartments" USING btree ("listing_type","area","id");--> statement-breakpoint
CREATE INDEX "apartments_all_area_idx" ON "apartments" USING btree ("area","id");--> statement-breakpoint
CREATE INDEX "apartments_all_price_idx" ON "apartments" USING btree ("price","id");