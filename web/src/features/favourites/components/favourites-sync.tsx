import { useMergeLocalFavourites } from '../api/favourites.ts';

/** Merges a visitor's favourites (kept in this browser) into the account once they sign in. */
export function FavouritesSync() {
  useMergeLocalFavourites();
  return null;
}
