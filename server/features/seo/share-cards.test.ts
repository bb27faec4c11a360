import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import type { ShareListing } from '#common/seo/share-image.ts';
import { drawListingCard, drawSiteCard } from './share-cards.ts';

const listing: ShareListing = {
  id: 1,
  title_en: 'Sunny flat in Karrada',
  title_ar: 'شقة مشمسة في الكرادة',
  title_ku: '',
  price: 900_000,
  listing_type: 'rent',
  rental_type: 'long',
  location_en: 'Karrada, Baghdad',
  location_ar: 'الكرادة، بغداد',
  bedrooms: 2,
  area: 120,
  images: [],
};

async function expectShareJpeg(image: Buffer) {
  const metadata = await sharp(image).metadata();
  expect([metadata.format, metadata.width, metadata.height]).toEqual(['jpeg', 1200, 630]);
  // Small enough for WhatsApp's preview (it drops og:images much over 300 KB).
  expect(image.length).toBeLessThan(300 * 1024);
}

describe('share cards', () => {
  it('are 1200×630 JPEGs, one per language, for any title length', async () => {
    const cards = await Promise.all([
      drawListingCard(listing, 'ar'),
      drawListingCard(listing, 'en'),
      drawListingCard(listing, 'ku'),
      drawListingCard({ ...listing, title_ar: `فيلا ${'واسعة مع حديقة '.repeat(12)}` }, 'ar'),
      drawListingCard({ ...listing, title_en: 'Supercalifragilisticexpialidocious'.repeat(8) }, 'en'),
      drawListingCard({ ...listing, listing_type: 'land', rental_type: null, bedrooms: 0 }, 'ar'),
      drawSiteCard(),
    ]);
    for (const card of cards) await expectShareJpeg(card);
    expect(new Set(cards.map((card) => card.toString('base64'))).size).toBe(cards.length);
  });

  it('draws a title with markup characters as text', async () => {
    await expectShareJpeg(await drawListingCard({ ...listing, title_en: '<b>Flat</b> & "garden" </span>' }, 'en'));
  });
});

describe('the card font', () => {
  const directory = mkdtempSync(join(tmpdir(), 'dar-no-fonts-'));
  afterAll(() => rmSync(directory, { recursive: true, force: true }));

  /**
   * In a process whose fontconfig knows no font at all (as on a server without fonts), the card
   * font draws the letters beh four times: joined, they must be as wide as the four explicit
   * joining forms (initial, medial, medial, final) and far narrower than four isolated behs. A
   * missing font (boxes) or text without shaping (isolated letters) fails.
   */
  it('shapes Arabic with the bundled font when the machine has none', () => {
    const config = join(directory, 'fonts.conf');
    writeFileSync(config, `<?xml version="1.0"?><fontconfig><cachedir>${directory}</cachedir></fontconfig>`);
    const script = `
      const { CARD_FONT_FAMILY, loadCardFonts } = await import('#server/features/seo/card-fonts.ts');
      const sharp = (await import('sharp')).default;
      await loadCardFonts();
      const width = async (text) => (await sharp({ text: { text: '\\u200f' + text, font: CARD_FONT_FAMILY + ' 48', dpi: 72, rgba: true } }).png().toBuffer({ resolveWithObject: true })).info.width;
      console.log(JSON.stringify({
        joined: await width('\\u0628\\u0628\\u0628\\u0628'),
        forms: await width('\\ufe91\\ufe92\\ufe92\\ufe90'),
        isolated: await width('\\ufe8f\\ufe8f\\ufe8f\\ufe8f'),
      }));`;
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: join(import.meta.dirname, '..', '..', '..'),
      env: { ...process.env, FONTCONFIG_FILE: config },
      encoding: 'utf8',
    });
    const { joined, forms, isolated } = JSON.parse(output);
    expect(Math.abs(joined - forms)).toBeLessThanOrEqual(2);
    expect(joined).toBeLessThan(isolated * 0.6);
    expect(isolated).toBeGreaterThan(100);
  });
});
