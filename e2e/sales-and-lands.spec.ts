import type { Page } from '@playwright/test';
import { expect, shoot, test, useLanguage } from './fixtures.ts';
import { type Language, LANGUAGES, type Listing, t } from './support.ts';

const ERBIL = { en: 'Erbil', ar: 'أربيل', ku: 'هەولێر' } as const;

function card(page: Page, language: Language, listing: Listing) {
  const title = language === 'en' ? listing.title_en : listing.title_ar;
  return page.getByRole('article').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
}

for (const language of LANGUAGES) {
  test(`journey 2 (${language}): sales and lands filter through the URL, credit plans show, city tabs work`, async ({
    page,
    owner,
  }) => {
    const sale = await owner.createListing({
      listing_type: 'sale',
      rental_type: null,
      price: 120_000_000,
      payment_type: 'credit',
      down_payment_percentage: 20,
      payment_years: 5,
      bedrooms: 4,
      location_en: 'Dream City, Erbil',
      location_ar: 'دريم سيتي، أربيل',
    });
    const word = sale.title_en.split(' ').at(-1) as string;
    const land = await owner.createListing({
      title_en: `Test land ${word}`,
      title_ar: `أرض اختبار ${word}`,
      listing_type: 'land',
      rental_type: null,
      price: 300_000_000,
      bedrooms: 0,
      bathrooms: 0,
      area: 600,
      amenities: [],
      location_en: 'Shaqlawa road, Erbil',
      location_ar: 'طريق شقلاوة، أربيل',
    });
    await useLanguage(page, language);
    const search = page.getByLabel(t(language, 'listings:filters.search'));
    const location = page.getByLabel(t(language, 'listings:filters.location'));

    await page.goto('/sales');
    await expect(page.getByRole('heading', { level: 1, name: t(language, 'listings:sales.title') })).toBeVisible();
    await search.fill(word);
    await expect(page).toHaveURL(new RegExp(`q=${word}`));
    await location.selectOption({ label: ERBIL[language] });
    await expect(page).toHaveURL(/city=erbil/);
    const saleCard = card(page, language, sale);
    await expect(saleCard).toBeVisible();
    // 20% of 120,000,000 down, the rest over 5 years: 96,000,000 / 60 months.
    await expect(saleCard.getByText(t(language, 'listings:card.downPayment', { percentage: 20 }))).toBeVisible();
    await expect(saleCard.getByText('24,000,000 د.ع', { exact: true })).toBeVisible();
    await expect(saleCard.getByText(t(language, 'listings:card.monthlyPayment'))).toBeVisible();
    await expect(saleCard.getByText('1,600,000 د.ع', { exact: true })).toBeVisible();
    await expect(saleCard.getByText(t(language, 'listings:card.plan', { count: 5 }))).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(1);
    await shoot(page, `j2-${language}-sales-credit`);

    await page.reload();
    await expect(search).toHaveValue(word);
    await expect(location).toHaveValue('erbil');
    await expect(saleCard).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(1);

    await page
      .getByRole('navigation', { name: t(language, 'shell:cities.label') })
      .getByRole('link', { name: ERBIL[language] })
      .click();
    await expect(page).toHaveURL(/\/city\/erbil$/);
    await expect(page.getByRole('heading', { level: 1, name: ERBIL[language] })).toBeVisible();
    const tabs = page.getByRole('tablist', { name: t(language, 'listings:city.tabs') });
    await expect(tabs.getByRole('tab', { name: t(language, 'listings:city.properties') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page
      .getByRole('combobox', { name: t(language, 'listings:filters.listingType') })
      .selectOption({ label: t(language, 'listings:types.sale') });
    await expect(page).toHaveURL(/listingType=sale/);
    await search.fill(word);
    await expect(page).toHaveURL(new RegExp(`q=${word}`));
    await expect(saleCard).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(1);

    await tabs.getByRole('tab', { name: t(language, 'listings:city.lands') }).click();
    await expect(page).toHaveURL(/listingType=land/);
    await expect(card(page, language, land)).toBeVisible();
    await expect(saleCard).toHaveCount(0);
    await shoot(page, `j2-${language}-city-lands`);

    // Back returns to the properties tab with its filters, then on to the filtered sales page.
    await page.goBack();
    await expect(tabs.getByRole('tab', { name: t(language, 'listings:city.properties') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('combobox', { name: t(language, 'listings:filters.listingType') })).toHaveValue('sale');
    await expect(search).toHaveValue(word);
    await expect(saleCard).toBeVisible();
    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL(/\/sales\?/);
    await expect(search).toHaveValue(word);
    await expect(location).toHaveValue('erbil');
    await expect(saleCard).toBeVisible();
  });
}
