import type { LoaderFunctionArgs } from 'react-router';
import type { ListingFilters } from '#common/listing-filters.ts';
import { parseFilters } from '#common/listing-schemas.ts';
import { pageMeta } from '#common/seo/page-meta.ts';
import type { SitePage } from '#common/seo/public-urls.ts';
import { pageServicesContext } from './page-services.ts';
import { seoContext } from './seo.server.ts';

/**
 * A list page's loader: its filters read from the URL (what the API would refuse is dropped),
 * the first page of its results as the API answers them, and its head. `pageQuery` is the page's
 * rule (common/listing-filters.ts) that fixes what the page itself decides, e.g. the listing type.
 */
export async function loadListPage(
  args: LoaderFunctionArgs,
  pageQuery: (filters: ListingFilters) => { apiQuery: string },
  sitePage: SitePage,
) {
  const urlFilters = parseFilters(new URL(args.request.url).searchParams);
  const { apiQuery } = pageQuery(urlFilters);
  const page = await args.context.get(pageServicesContext).searchListings(apiQuery);
  return { urlFilters, apiQuery, page, meta: pageMeta(sitePage, seoContext(args)) };
}
