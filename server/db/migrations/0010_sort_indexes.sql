CREATE INDEX "apartments_area_idx" ON "apartments" USING btree ("listing_type","rental_type","area","id");--> statement-breakpoint
CREATE INDEX "apartments_type_area_idx" ON "apartments" USING btree ("listing_type","area","id");--> statement-breakpoint
CREATE INDEX "apartments_all_area_idx" ON "apartments" USING btree ("area","id");--> statement-breakpoint
CREATE INDEX "apartments_all_price_idx" ON "apartments" USING btree ("price","id");