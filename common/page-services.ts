import type { TotalCount } from './listing-count.ts';
import type { ListingCardJson, ListingDetailJson } from './listing-schemas.ts';
import type { PublicUserJson } from './users.ts';

/** A page of `GET /api/apartments?fields=card`, and the next page's URL (its `Link: rel="next"`), null on the last. */
export interface ListingsPage {
  listings: ListingCardJson[];
  next: string | null;
  /** How many listings match (X-Total-Count), null when the answer did not say. */
  total: TotalCount | null;
}

/**
 * What the server gives the web app's page loaders (server/plugins/web-app.ts implements it on
 * the functions behind the API's routes; web/src/app/page-services.ts is the loaders' key to it):
 * a loader reads data as the API answers it, without an HTTP request to itself, and the page
 * hydrates in the browser with exactly that data.
 */
export interface PageServices {
  /** The site's public origin (e.g. https://dar.iq), for canonical links and share previews. */
  origin: string;
  /** Who is signed in, or null for a visitor. */
  user: PublicUserJson | null;
  /** The first page of `GET /api/apartments?{apiQuery}`. */
  searchListings(apiQuery: string): Promise<ListingsPage>;
  /** `GET /api/apartments/:id`'s listing, or null when there is none. */
  findListing(id: number): Promise<ListingDetailJson | null>;
}
