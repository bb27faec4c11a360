import { type SQL, sql } from 'drizzle-orm';
import { CITIES, cityNeedles } from '#common/cities.ts';

/** City id → the normalised names the listing's location_text is searched for (as the search does). */
const CITY_NAMES = sql.join(
  CITIES.map((city) => {
    const [en, ar] = cityNeedles(city);
    return sql`(${city.id}::text, ${en}::text, ${ar}::text)`;
  }),
  sql`, `,
);

/**
 * Whether the saved search `p` matches the listing `a` at `price`, by the search rules: listing
 * type, rental type (rentals only), price and room ranges (inclusive), and the city's English or
 * Arabic name inside the listing's location. Needs `cityJoin` joined as `c`.
 */
export function preferenceMatchSql(price: SQL): SQL {
  return sql`a.available
      and (p.listing_type is null or p.listing_type = a.listing_type)
      and (p.rental_type is null or (a.listing_type = 'rent' and a.rental_type = p.rental_type))
      and (p.min_price is null or ${price} >= p.min_price)
      and (p.max_price is null or ${price} <= p.max_price)
      and (p.min_bedrooms is null or a.bedrooms >= p.min_bedrooms)
      and (p.max_bedrooms is null or a.bedrooms <= p.max_bedrooms)
      and (p.min_bathrooms is null or a.bathrooms >= p.min_bathrooms)
      and (p.max_bathrooms is null or a.bathrooms <= p.max_bathrooms)
      and (p.location is null
        or strpos(a.location_text, c.name_en) > 0
        or strpos(a.location_text, c.name_ar) > 0)`;
}

/** The saved search's city names as `c` (name_en, name_ar), for preferenceMatchSql. */
export const cityJoin = sql`left join (values ${CITY_NAMES}) as c (id, name_en, name_ar) on c.id = p.location`;

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
