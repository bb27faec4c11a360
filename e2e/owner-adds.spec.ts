import sharp from 'sharp';
import { expect, shoot, test } from './fixtures.ts';
import { deleteListing, message, registerUser, t, uniqueWord } from './support.ts';

/** A real JPEG, as a phone would hand it over. */
async function photoFile(path: string, colour: string): Promise<string> {
  await sharp({ create: { width: 1200, height: 900, channels: 3, background: colour } })
    .jpeg({ quality: 80 })
    .toFile(path);
  return path;
}

/** The photo's average colour, to tell stored photos apart after the server re-encoded them. */
async function averageColour(request: import('@playwright/test').APIRequestContext, url: string): Promise<number[]> {
  const { channels } = await sharp(await (await request.get(url)).body()).stats();
  return channels.slice(0, 3).map((channel) => Math.round(channel.mean));
}

test('journey 5: an owner adds a property in Arabic only with three photos, a pin and amenities; bad input is explained', async ({
  page,
}, testInfo) => {
  const word = uniqueWord();
  await registerUser(page.request, 'owner');
  const photos = [
    await photoFile(testInfo.outputPath('living-room.jpg'), '#c8a27a'),
    await photoFile(testInfo.outputPath('kitchen.jpg'), '#6f8fa8'),
    await photoFile(testInfo.outputPath('balcony.jpg'), '#4f7a3a'),
  ];
  const created: number[] = [];
  try {
    await page.goto('/list-property');
    await expect(page.getByRole('tablist', { name: t('ar', 'account:listProperty.owner.kinds') })).toBeVisible();
    await shoot(page, 'j5-list-property-owner');
    await page
      .getByRole('main')
      .getByRole('link', { name: t('ar', 'account:listProperty.owner.add') })
      .click();
    await expect(page).toHaveURL(/\/apartments\/add$/);
    const tab = (name: string) => page.getByRole('tab', { name: t('ar', `owner:add.tabs.${name}`) });
    const field = (key: string) => page.getByLabel(t('ar', `owner:fields.${key}`), { exact: true });
    const submit = page.getByRole('button', { name: t('ar', 'owner:add.submit') });

    // Too short a title and a zero price: the messages appear, nothing is created.
    await field('title_en').fill('Flat');
    await field('price').fill('0');
    await tab('details').click();
    await submit.click();
    await expect(tab('basic')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText(message('ar', 'titleMin'))).toBeVisible();
    await expect(page.getByText(message('ar', 'pricePositive'))).toBeVisible();
    await shoot(page, 'j5-validation');
    expect(await (await page.request.get('/api/myproperties')).json()).toEqual([]);

    // Written in Arabic only: no English is asked for (issue 21).
    await tab('basic').click();
    await field('title_en').fill('');
    await field('title_ar').fill(`شقة بحديقة ${word}`);
    await field('description_ar').fill('شقة هادئة في الطابق الأرضي مع حديقة خاصة وغرفتي نوم.');
    await field('price').fill('1,250,000');
    await tab('details').click();
    await field('bedrooms').fill('2');
    await field('bathrooms').fill('1');
    await field('area').fill('140');
    await tab('location').click();
    await page.getByLabel(t('ar', 'owner:add.place')).selectOption({ label: 'الكرادة، بغداد' });
    await expect(field('location_en')).not.toHaveValue('');
    const map = page.getByRole('application', { name: t('ar', 'owner:add.mapLabel') });
    await map.click({ position: { x: 120, y: 90 } });
    await expect(page.getByRole('button', { name: t('ar', 'owner:add.clearPin') })).toBeVisible();
    await shoot(page, 'j5-pin');
    await tab('photos').click();
    await page.locator('input[type="file"]').setInputFiles(photos);
    await expect(
      page.getByRole('button', { name: t('ar', 'owner:add.photos.remove', { name: 'balcony.jpg' }) }),
    ).toBeVisible();
    // The second photo becomes the cover, then the living room moves after the balcony:
    // kitchen, balcony, living room.
    await page.getByRole('button', { name: t('ar', 'owner:add.photos.makeCover', { name: 'kitchen.jpg' }) }).click();
    await page
      .getByRole('button', { name: t('ar', 'owner:add.photos.moveLater', { name: 'living-room.jpg' }) })
      .click();
    await page.getByRole('checkbox', { name: t('ar', 'owner:amenities.wifi') }).check();
    await page.getByRole('checkbox', { name: t('ar', 'owner:amenities.parking') }).check();
    await shoot(page, 'j5-photos-amenities');
    await submit.click();
    await expect(page.getByText(t('ar', 'owner:toast.created'), { exact: true })).toBeVisible();
    // Published: the owner lands on the new listing.
    await expect(page).toHaveURL(/\/apartments\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: `شقة بحديقة ${word}` })).toBeVisible();

    const [stored] = (await (await page.request.get('/api/myproperties')).json()) as Record<string, unknown>[];
    created.push(stored?.id as number);
    expect(page.url()).toMatch(new RegExp(`/apartments/${stored?.id}$`));
    expect(stored).toMatchObject({
      title_ar: `شقة بحديقة ${word}`,
      title_en: '',
      description_en: '',
      price: 1_250_000,
      bedrooms: 2,
      amenities: ['wifi', 'parking'],
      available: true,
    });
    const images = stored?.images as string[];
    expect(images).toHaveLength(3);
    const colours = await Promise.all(images.map((url) => averageColour(page.request, url)));
    const near = (colour: number[], hex: string) =>
      colour.every((value, i) => Math.abs(value - Number.parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16)) < 12);
    expect(near(colours[0]!, '#6f8fa8'), `cover ${colours[0]}`).toBe(true);
    expect(near(colours[1]!, '#4f7a3a'), `second ${colours[1]}`).toBe(true);
    expect(near(colours[2]!, '#c8a27a'), `third ${colours[2]}`).toBe(true);
    expect(stored?.latitude).toEqual(expect.any(Number));
    expect(stored?.longitude).toEqual(expect.any(Number));

    await page.goto('/my-properties');
    await expect(page.getByRole('heading', { name: `شقة بحديقة ${word}` })).toBeVisible();
    await shoot(page, 'j5-my-properties');
    await page.goto('/');
    await page.getByLabel(t('ar', 'listings:filters.search')).fill(word);
    await expect(page.getByRole('heading', { name: `شقة بحديقة ${word}` })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(1);
  } finally {
    for (const id of created) await deleteListing(page.request, id);
  }
});
