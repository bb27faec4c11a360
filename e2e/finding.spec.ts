import { expect, shoot, test, useLanguage } from './fixtures.ts';
import { registerUser, t } from './support.ts';

interface ListingJson {
  id: number;
  title_en: string;
  price: number;
}

test('finding: a visitor sorts sales by price, keeps a favourite, searches an area on the map, logs in and finds it in /favourites', async ({
  page,
  playwright,
  baseURL,
}) => {
  const accounts = await playwright.request.newContext({ baseURL });
  const renter = await registerUser(accounts, 'renter');
  await accounts.dispose();
  await useLanguage(page, 'en');

  // The count the page shows is the API's; the other worker's journeys may add a sale meanwhile.
  await expect(async () => {
    await page.goto('/sales');
    const total = (await page.request.get('/api/apartments?listingType=sale&limit=1')).headers()['x-total-count'];
    expect(Number(total)).toBeGreaterThan(1);
    await expect(page.getByText(`${Number(total).toLocaleString('en')} homes`, { exact: true })).toBeVisible({
      timeout: 1000,
    });
  }).toPass();

  await page.getByLabel(t('en', 'listings:sort.label')).selectOption({ label: t('en', 'listings:sort.price_asc') });
  await expect(page).toHaveURL(/[?&]sort=price_asc/);
  const cheapest = (await (
    await page.request.get('/api/apartments?listingType=sale&sort=price_asc&limit=2')
  ).json()) as ListingJson[];
  const cards = page.getByRole('article');
  await expect(cards.first().getByRole('heading')).toHaveText(cheapest[0]!.title_en);
  await expect(cards.nth(1).getByRole('heading')).toHaveText(cheapest[1]!.title_en);

  const heart = cards.first().getByRole('button', { name: `Favourite: ${cheapest[0]!.title_en}` });
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await shoot(page, 'finding-sorted-favourite');

  // The same results on a map (no tiles here: markers on a plain background), then this area only.
  await page.getByText(t('en', 'listings:map.map'), { exact: true }).click();
  await expect(page.locator('.leaflet-marker-icon').first()).toBeVisible();
  await shoot(page, 'finding-map');
  await page.getByRole('button', { name: t('en', 'listings:map.searchArea') }).click();
  await expect(page).toHaveURL(/[?&]bbox=[\d.]+%2C[\d.]+%2C[\d.]+%2C[\d.]+/);
  await expect(page).toHaveURL(/[?&]sort=price_asc/);
  await expect(page.locator('.leaflet-marker-icon').first()).toBeVisible();

  // A visitor's favourites page shows what this browser keeps.
  await page
    .getByRole('navigation')
    .getByRole('link', { name: t('en', 'shell:nav.favourites') })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: t('en', 'listings:favourites.title') })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: cheapest[0]!.title_en })).toBeVisible();

  await page.goto('/login?next=%2Fen%2Ffavourites');
  await page.getByLabel(t('en', 'account:fields.email')).fill(renter.email);
  await page.getByLabel(t('en', 'account:fields.password')).fill(renter.password);
  await page
    .getByRole('main')
    .getByRole('button', { name: t('en', 'account:login.submit'), exact: true })
    .click();
  await expect(page).toHaveURL(/\/favourites$/);
  await expect(page.getByRole('heading', { level: 2, name: cheapest[0]!.title_en })).toBeVisible();
  await expect(page.getByText(t('en', 'listings:favourites.visitorHint'))).toHaveCount(0);
  // Kept in the account now, not only in this browser.
  await expect
    .poll(async () => ((await (await page.request.get('/api/favourites')).json()) as ListingJson[]).map((l) => l.id))
    .toEqual([cheapest[0]!.id]);
  await shoot(page, 'finding-favourites');
});
