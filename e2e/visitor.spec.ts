import { expect, shoot, test, useLanguage } from './fixtures.ts';
import { formatCompactNumber } from '#common/format-dinar.ts';
import { demoPhotos, LANGUAGES, t } from './support.ts';

const ERBIL = { en: 'Erbil', ar: 'أربيل', ku: 'هەولێر' } as const;

for (const language of LANGUAGES) {
  test(`journey 1 (${language}): a visitor filters short stays, opens one and is asked to log in to book`, async ({
    page,
    owner,
  }) => {
    const listing = await owner.createListing({
      rental_type: 'short',
      price: 85_000,
      bedrooms: 3,
      location_en: 'Ankawa, Erbil',
      location_ar: 'عنكاوا، أربيل',
      latitude: 36.23,
      longitude: 43.99,
      images: await demoPhotos(page.request),
    });
    const title = language === 'en' ? listing.title_en : listing.title_ar;
    await useLanguage(page, language);

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: t(language, 'listings:hero.title') })).toBeVisible();
    // The radio is visually hidden inside its label, which is what a person taps.
    const shortTerm = page.getByRole('radio', { name: t(language, 'listings:rentalTypes.short') });
    await page.locator('label').filter({ has: shortTerm }).click();
    await expect(shortTerm).toBeChecked();
    await expect(
      page.getByRole('heading', { name: t(language, 'listings:rentHeading.short'), exact: true }),
    ).toBeVisible();
    await page.getByLabel(t(language, 'listings:filters.location')).selectOption({ label: ERBIL[language] });
    await page.getByLabel(t(language, 'listings:filters.bedrooms')).selectOption('3');
    // The spec's first price band of short stays, as a chip (Latin digits in every language,
    // DESIGN.md section 7): up to 99,999 a night.
    const band = page.getByRole('button', {
      name: t(language, 'listings:filters.bandUnder', { max: formatCompactNumber(100_000, language) }),
    });
    await band.click();
    await expect(band).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(/rentalType=short/);
    await expect(page).toHaveURL(/city=erbil/);
    await expect(page).toHaveURL(/bedrooms=3/);
    await expect(page).toHaveURL(/maxPrice=99999/);
    const book = page.getByRole('link', { name: t(language, 'listings:card.bookLabel', { title }) });
    await expect(book).toBeVisible();
    await shoot(page, `j1-${language}-filtered`);

    await book.click();
    await expect(page).toHaveURL(new RegExp(`/apartments/${listing.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(
      page.getByRole('button', { name: t(language, 'listings:gallery.open', { number: 1, total: 2 }) }),
    ).toBeVisible();
    await expect(
      page.getByRole('button', { name: t(language, 'listings:gallery.open', { number: 2, total: 2 }) }),
    ).toBeVisible();
    const map = page.getByRole('region', { name: t(language, 'listings:detail.location') });
    // The map loads when its section comes near the screen.
    await map.scrollIntoViewIfNeeded();
    await expect(map.getByRole('button', { name: title, exact: true })).toBeVisible(); // the pin
    await expect(map.getByRole('button', { name: t(language, 'common:map.zoomIn') })).toBeVisible();
    await expect(page.getByText(t(language, 'booking:prompt.text'), { exact: true })).toBeVisible();
    await shoot(page, `j1-${language}-detail`);

    await page.getByRole('button', { name: t(language, 'booking:prompt.identityProvider') }).click();
    const dialog = page.getByRole('dialog', { name: t(language, 'auth:dialog.title') });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(t(language, 'auth:dialog.email'))).toBeVisible();
    await expect(dialog.getByText(t(language, 'auth:dialog.seeker'), { exact: true })).toBeVisible();
    await shoot(page, `j1-${language}-login-method`);
  });
}
