-- Kurdish texts (issue 21): optional, '' when not written. search_text is regenerated to hold the
-- Kurdish title too (a generated column's expression cannot be altered), and its trigram index with it.
ALTER TABLE "apartments" ADD COLUMN "title_ku" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "apartments" ADD COLUMN "description_ku" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "apartments" drop column "search_text";--> statement-breakpoint
ALTER TABLE "apartments" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(translate(regexp_replace(title_en || ' ' || location_en || ' ' || title_ar || ' ' || location_ar || ' ' || title_ku, '[ً-ٰٟـ]', '', 'g'), 'أإآةى', 'اااهي'))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "apartments_search_text_idx" ON "apartments" USING gin ("search_text" gin_trgm_ops);
