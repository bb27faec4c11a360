ALTER TABLE "bookings" ALTER COLUMN "check_in" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "check_out" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "kind" text DEFAULT 'booking' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "message" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "contact_messages_unread_idx" ON "contact_messages" USING btree ("created_at") WHERE "contact_messages"."handled_at" is null;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_kind_check" CHECK (kind in ('booking', 'viewing'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_stay_dates_check" CHECK ("bookings"."kind" <> 'booking' or ("bookings"."check_in" is not null and "bookings"."check_out" is not null));