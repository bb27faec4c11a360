import type { MetaDescriptor } from 'react-router';
import { metaDescriptors } from '#common/seo/meta-descriptors.ts';
import type { PageMeta } from '#common/seo/page-meta.ts';

/**
 * A public page's `meta`: the head its loader made (common/seo/page-meta.ts). None when the loader
 * failed: the error screen titles the page.
 */
export function pageMetaTags({ loaderData }: { loaderData?: { meta?: PageMeta } | null }): MetaDescriptor[] {
  return loaderData?.meta ? (metaDescriptors(loaderData.meta) as MetaDescriptor[]) : [];
}
