import { type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { CITIES, placesIn } from '#common/cities.ts';
import { listings, normalised } from '#server/db/schema.ts';
import { isPubliclyListed } from '#server/features/listings/public-listings.ts';
import { filterRules } from '#server/features/listings/search-query.ts';

/** City id → the places a search for it finds (common/cities.ts placesIn, as the search does). */
const CITY_PLACES = sql.join(
  CITIES.map(
    (city) =>
      sql`(${city.id}::text, array[${sql.join(
        placesIn(city).map((place) => sql`${place}`),
        sql`, `,
      )}]::text[])`,
  ),
  sql`, `,
);

/** The listing `a` of the matching queries, for the search's rules (the alias's type only renames the table). */
const a = alias(listings, 'a') as unknown as typeof listings;
const rules = filterRules(a);

/** The saved search's text as the search's LIKE pattern: normalised, `\`, `%` and `_` literal (escapeLike). */
const TEXT_PATTERN = sql`'%' || replace(replace(replace(${normalised('p.q')}, '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%'`;

/** One side of the saved search's `minLng,minLat,maxLng,maxLat`. */
const bboxSide = (position: number) => sql`split_part(p.bbox, ',', ${sql.raw(String(position))})::float8`;

/** The saved search's richer filters (issue 20), by the search's rules (search-query.ts filterRules). */
const richerFilters = sql`(p.property_type is null or ${rules.propertyType(sql`p.property_type`)})
      and (p.min_area is null or ${rules.minArea(sql`p.min_area`)})
      and (p.max_area is null or ${rules.maxArea(sql`p.max_area`)})
      and ${rules.amenities(sql`(p.amenities || case when p.furnished then array['furnished'] else array[]::text[] end)`)}
      and (p.q is null or ${rules.text(TEXT_PATTERN)})
      and (p.bbox is null or ${rules.bbox({ minLng: bboxSide(1), minLat: bboxSide(2), maxLng: bboxSide(3), maxLat: bboxSide(4) })})`;

/**
 * Whether the saved search `p` matches the listing `a` at `price`, by the search rules: publicly
 * listed, listing type, rental type (rentals only), price and room ranges (inclusive), the city's
 * listing in the city or one of its districts, and the richer filters. Needs `cityJoin`
 * joined as `c`.
 */
export function preferenceMatchSql(price: SQL): SQL {
  return sql`${isPubliclyListed(a)}
      and (p.listing_type is null or p.listing_type = a.listing_type)
      and (p.rental_type is null or (a.listing_type = 'rent' and a.rental_type = p.rental_type))
      and (p.min_price is null or ${price} >= p.min_price)
      and (p.max_price is null or ${price} <= p.max_price)
      and (p.min_bedrooms is null or a.bedrooms >= p.min_bedrooms)
      and (p.max_bedrooms is null or a.bedrooms <= p.max_bedrooms)
      and (p.min_bathrooms is null or a.bathrooms >= p.min_bathrooms)
      and (p.max_bathrooms is null or a.bathrooms <= p.max_bathrooms)
      and (p.location is null or a.city = any(c.places))
      and ${richerFilters}`;
}

/** The saved search's city as `c` (its places), for preferenceMatchSql. */
export const cityJoin = sql`left join (values ${CITY_PLACES}) as c (id, places) on c.id = p.location`;

/** Users with an enabled preference that the available listing matches at `price`. */
export function preferenceMatchers(
  apartmentId: number,
  price: SQL,
  mode: 'notify_new_listings' | 'notify_price_drops',
): SQL {
  return sql`
    select p.user_id
    from notification_preferences p
    join apartments a on a.id = ${apartmentId}
    ${cityJoin}
    where p.enabled and p.${sql.raw(mode)} = 'all' and ${preferenceMatchSql(price)}`;
}
