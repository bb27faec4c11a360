import { LANGUAGES, pathInLanguage } from '#common/languages.ts';
import { absoluteUrl } from '#common/seo/public-urls.ts';

/** The screens of signed-in people: nothing a search engine should list. */
const PRIVATE_PATHS = [
  '/admin',
  '/login',
  '/my-properties',
  '/my-bookings',
  '/notification-preferences',
  '/apartments/add',
  '/disable-admin-redirect',
];

/**
 * The public site is open to every crawler (photos and share images included, which chat apps
 * fetch); the API and the signed-in screens, in each language's path, are not.
 */
export function renderRobotsTxt(origin: string): string {
  const privatePaths = PRIVATE_PATHS.flatMap((path) => LANGUAGES.map((language) => pathInLanguage(path, language)));
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    ...privatePaths.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${absoluteUrl(origin, '/sitemap.xml')}`,
    '',
  ].join('\n');
}
