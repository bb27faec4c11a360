-- Which of the 20 places a normalised location names, districts first: common/cities.ts
-- findCityInLocation's rule, which server/db/schema.api.test.ts holds this function to.
CREATE FUNCTION city_of_location(location text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN CASE
    WHEN strpos(location, 'karrada, baghdad') > 0 OR strpos(location, 'الكراده، بغداد') > 0 THEN 'karrada'
    WHEN strpos(location, 'mansour, baghdad') > 0 OR strpos(location, 'المنصور، بغداد') > 0 THEN 'mansour'
    WHEN strpos(location, 'adhamiyah, baghdad') > 0 OR strpos(location, 'الاعظميه، بغداد') > 0 THEN 'adhamiyah'
    WHEN strpos(location, 'sadr city, baghdad') > 0 OR strpos(location, 'مدينه الصدر، بغداد') > 0 THEN 'sadr_city'
    WHEN strpos(location, 'baghdad') > 0 OR strpos(location, 'بغداد') > 0 THEN 'baghdad'
    WHEN strpos(location, 'basra') > 0 OR strpos(location, 'البصره') > 0 THEN 'basra'
    WHEN strpos(location, 'mosul') > 0 OR strpos(location, 'الموصل') > 0 THEN 'mosul'
    WHEN strpos(location, 'erbil') > 0 OR strpos(location, 'اربيل') > 0 THEN 'erbil'
    WHEN strpos(location, 'sulaymaniyah') > 0 OR strpos(location, 'السليمانيه') > 0 THEN 'sulaymaniyah'
    WHEN strpos(location, 'duhok') > 0 OR strpos(location, 'دهوك') > 0 THEN 'duhok'
    WHEN strpos(location, 'najaf') > 0 OR strpos(location, 'النجف') > 0 THEN 'najaf'
    WHEN strpos(location, 'karbala') > 0 OR strpos(location, 'كربلاء') > 0 THEN 'karbala'
    WHEN strpos(location, 'kirkuk') > 0 OR strpos(location, 'كركوك') > 0 THEN 'kirkuk'
    WHEN strpos(location, 'fallujah') > 0 OR strpos(location, 'الفلوجه') > 0 THEN 'fallujah'
    WHEN strpos(location, 'ramadi') > 0 OR strpos(location, 'الرمادي') > 0 THEN 'ramadi'
    WHEN strpos(location, 'nasiriyah') > 0 OR strpos(location, 'الناصريه') > 0 THEN 'nasiriyah'
    WHEN strpos(location, 'kut') > 0 OR strpos(location, 'الكوت') > 0 THEN 'kut'
    WHEN strpos(location, 'diwaniyah') > 0 OR strpos(location, 'الديوانيه') > 0 THEN 'diwaniyah'
    WHEN strpos(location, 'amara') > 0 OR strpos(location, 'العماره') > 0 THEN 'amara'
    WHEN strpos(location, 'samawah') > 0 OR strpos(location, 'السماوه') > 0 THEN 'samawah'
  END;--> statement-breakpoint
ALTER TABLE "apartments" ADD COLUMN "city" text GENERATED ALWAYS AS (city_of_location(lower(translate(regexp_replace(location_en || ' ' || location_ar, '[ً-ٰٟـ]', '', 'g'), 'أإآةى', 'اااهي')))) STORED;--> statement-breakpoint
CREATE INDEX "apartments_listed_count_idx" ON "apartments" USING btree ("listing_type","city","rental_type","bedrooms","price") WHERE available and not hidden;--> statement-breakpoint
DROP INDEX "apartments_location_text_idx";--> statement-breakpoint
ALTER TABLE "apartments" DROP COLUMN "location_text";