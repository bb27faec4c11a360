import type { Language } from '#common/languages.ts';
import { type ShareListing, shareImageVersion } from '#common/seo/share-image.ts';
import { readShareCrop, storedPhotoBase } from '../photos/photo-variants.ts';
import type { PhotoStorage } from '../photos/storage.ts';
import { drawListingCard, drawSiteCard } from './share-cards.ts';

/** Drawn cards kept in memory (~70 KB each): the listings being shared right now. */
const CARD_CACHE_ENTRIES = 200;

export interface ShareImages {
  /** The listing's first photo cropped to 1200×630, or its card when it has no photo of this server's. */
  listingImage(listing: ShareListing, language: Language): Promise<Buffer>;
  /** The site's card, drawn once per process. */
  siteImage(): Promise<Buffer>;
}

/**
 * A photo by URL from another server is never fetched (the server would request any address
 * an owner typed): such a listing gets the card, as one without photos does.
 */
export function createShareImages(storage: PhotoStorage): ShareImages {
  const cards = new Map<string, Promise<Buffer>>();
  let site: Promise<Buffer> | undefined;

  /** One drawing per version, shared by the requests that ask for it at the same time. */
  function drawCard(listing: ShareListing, language: Language): Promise<Buffer> {
    const key = `${listing.id}:${shareImageVersion(listing, language)}`;
    let card = cards.get(key);
    if (card) {
      cards.delete(key);
    } else {
      card = drawListingCard(listing, language);
      card.catch(() => cards.delete(key));
    }
    cards.set(key, card);
    if (cards.size > CARD_CACHE_ENTRIES) cards.delete(cards.keys().next().value as string);
    return card;
  }

  return {
    async listingImage(listing, language) {
      const first = listing.images[0];
      const base = first === undefined ? undefined : storedPhotoBase(storage, first);
      const crop = base === undefined ? undefined : await readShareCrop(storage, base);
      return crop ?? drawCard(listing, language);
    },
    siteImage() {
      site ??= drawSiteCard().catch((error) => {
        site = undefined;
        throw error;
      });
      return site;
    },
  };
}
