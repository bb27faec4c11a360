import { LISTINGS_PER_SITEMAP } from '#server/features/seo/sitemap.ts';
import { type AccessEntries, everyone, listingId, OBJECTS, publicGet } from './cells.ts';

/** What crawlers and chat apps read: the same for everyone, signed in or not. */
export const SEO_ACCESS: AccessEntries = {
  'GET /robots.txt': publicGet('robots.txt', '/robots.txt'),
  'GET /sitemap.xml': publicGet('sitemap index', '/sitemap.xml'),
  'GET /sitemaps/pages.xml': publicGet('sitemap of the pages', '/sitemaps/pages.xml'),
  'GET /sitemaps/listings-:chunk.xml': [
    {
      // `own`: the file of a listing just added; `missing`: a file far past every listing.
      name: 'sitemap of listings',
      targets: ['own', 'missing'],
      request: async (context) => {
        const chunk =
          context.target === 'missing' ? 99_999 : Math.ceil((await listingId(context)) / LISTINGS_PER_SITEMAP);
        return { method: 'GET', url: `/sitemaps/listings-${chunk}.xml`, headers: context.world.headers(context.actor) };
      },
      expected: everyone({ own: 200, missing: 404 }),
    },
  ],
  'GET /og/site.jpg': publicGet('share image of the site', '/og/site.jpg'),
  'GET /og/listings/:id.jpg': [
    {
      name: 'share image of a listing',
      targets: OBJECTS,
      request: async (context) => ({
        method: 'GET',
        url: `/og/listings/${await listingId(context)}.jpg`,
        headers: context.world.headers(context.actor),
      }),
      expected: everyone({ own: 200, others: 200, missing: 404 }),
    },
  ],
};
