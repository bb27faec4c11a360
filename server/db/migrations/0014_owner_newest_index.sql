DROP INDEX "apartments_owner_idx";--> statement-breakpoint
CREATE INDEX "apartments_owner_newest_idx" ON "apartments" USING btree ("owner_id","created_at","id");