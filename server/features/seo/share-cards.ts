import sharp, { type OverlayOptions } from 'sharp';
import { formatDinar } from '#common/format-dinar.ts';
import { isRtl, type Language, pickText, listingTitle } from '#common/languages.ts';
import { priceKind, pricePeriod } from '#common/listings.ts';
import { AREA_UNIT, bedroomsText, LISTING_KINDS, PRICE_PERIODS, SITE_NAME, TAGLINE } from '#common/seo/seo-texts.ts';
import { SHARE_IMAGE, type ShareListing } from '#common/seo/share-image.ts';
import { CARD_FONT_FAMILY, loadCardFonts } from './card-fonts.ts';

/**
 * The generated share images: a listing without a photo of its own gets a card with its title
 * and price, and every other page the site's card (brand and tagline). Text is drawn by Pango in
 * the site's font (card-fonts.ts), centred, so Arabic, Kurdish and English need no layout of
 * their own: Pango orders each line by its script.
 */
const { width: WIDTH, height: HEIGHT } = SHARE_IMAGE;
const MARGIN = 80;
const TEXT_WIDTH = WIDTH - 2 * MARGIN;

const COLORS = { background: '#0f766e', backgroundEnd: '#115e59', text: '#ffffff', soft: '#ccfbf1', ink: '#115e59' };

/** The house of the site's icon (web/public/favicon.svg), in its 32-unit box. */
const HOUSE_PATH = 'M7 16 16 8l9 8v9H7z';

interface Layer {
  input: Buffer;
  width: number;
  height: number;
}

function escapeMarkup(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

interface TextStyle {
  size: number;
  weight?: number;
  color?: string;
}

/**
 * One block of text in the reader's direction, wrapped at words and centred. Pango takes a line's
 * direction from its first letter: a price ("900,000 د.ع") starts with digits and a title may
 * start with a Latin word, so a mark of the language's direction goes first.
 */
async function drawText(text: string, language: Language, { size, weight = 400, color = COLORS.text }: TextStyle) {
  const mark = isRtl(language) ? '\u200f' : '\u200e';
  // Noto Sans Arabic's own line height (2.1 em, room for stacked marks) leaves a line's worth of gap in a title.
  const markup = `<span foreground="${color}" font_weight="${weight}" line_height="0.62">${mark}${escapeMarkup(text)}</span>`;
  const { data, info } = await sharp({
    text: {
      text: markup,
      font: `${CARD_FONT_FAMILY} ${size}`,
      width: TEXT_WIDTH,
      dpi: 72,
      align: 'centre',
      wrap: 'word-char',
      rgba: true,
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { input: data, width: info.width, height: info.height } satisfies Layer;
}

/**
 * The text at the largest of the sizes at which it fits `maxHeight`; past the smallest, shorter
 * (cut at a word where one ends near) with an ellipsis.
 */
async function drawFitted(
  text: string,
  language: Language,
  sizes: readonly number[],
  maxHeight: number,
  style: Omit<TextStyle, 'size'>,
) {
  let shown = text.trim();
  for (;;) {
    for (const size of sizes) {
      const layer = await drawText(shown, language, { ...style, size });
      if (layer.height <= maxHeight) return layer;
    }
    const letters = Array.from(shown.replace(/…$/, ''));
    const kept = letters.slice(0, Math.floor(letters.length * 0.75)).join('');
    const space = kept.lastIndexOf(' ');
    shown = `${(space > kept.length * 0.6 ? kept.slice(0, space) : kept).replace(/[\s,،.·:;-]+$/, '')}…`;
  }
}

function background(extra = ''): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">` +
      `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${COLORS.background}"/>` +
      `<stop offset="1" stop-color="${COLORS.backgroundEnd}"/></linearGradient></defs>` +
      `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#g)"/>` +
      `<path d="${HOUSE_PATH}" transform="translate(820 250) scale(16)" fill="#ffffff" opacity="0.05"/>` +
      `${extra}</svg>`,
  );
}

/** The site's icon: a white tile with the house, `size` pixels square. */
function icon(size: number): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32">` +
      `<rect width="32" height="32" rx="7" fill="#ffffff"/><path d="${HOUSE_PATH}" fill="${COLORS.background}"/>` +
      `<rect x="14" y="19" width="4" height="6" fill="#ffffff"/></svg>`,
  );
}

/** A white pill behind the price. */
function pill(width: number, height: number): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<rect width="${width}" height="${height}" rx="${height / 2}" fill="#ffffff"/></svg>`,
  );
}

/** Places layers one under the other, centred, the stack in the middle of [top, bottom]. */
function stack(layers: readonly (Layer & { gap: number })[], top: number, bottom: number): OverlayOptions[] {
  const total = layers.reduce((sum, layer, index) => sum + layer.height + (index > 0 ? layer.gap : 0), 0);
  let y = Math.round(top + (bottom - top - total) / 2);
  return layers.map((layer, index) => {
    if (index > 0) y += layer.gap;
    const placed = { input: layer.input, top: y, left: Math.round((WIDTH - layer.width) / 2) };
    y += layer.height;
    return placed;
  });
}

async function brandRow(language: Language, top: number): Promise<OverlayOptions[]> {
  const name = await drawText(SITE_NAME[language], language, { size: 40, weight: 700 });
  const iconSize = 56;
  const gap = 16;
  const left = Math.round((WIDTH - iconSize - gap - name.width) / 2);
  const nameTop = top + Math.round((iconSize - name.height) / 2);
  // The icon stands at the start of the line: on the right in Arabic and Kurdish.
  const isRightToLeft = isRtl(language);
  return [
    { input: icon(iconSize), top, left: isRightToLeft ? left + name.width + gap : left },
    { input: name.input, top: nameTop, left: isRightToLeft ? left : left + iconSize + gap },
  ];
}

async function toJpeg(layers: OverlayOptions[]): Promise<Buffer> {
  return sharp(background()).composite(layers).jpeg({ quality: 88, chromaSubsampling: '4:4:4' }).toBuffer();
}

/** A listing's card: brand, title (in the reader's language), what and where, and the price in dinar. */
export async function drawListingCard(listing: ShareListing, language: Language): Promise<Buffer> {
  await loadCardFonts();
  const period = pricePeriod(listing);
  const facts = [
    LISTING_KINDS[priceKind(listing.listing_type, listing.rental_type)][language],
    pickText(language, { en: listing.location_en, ar: listing.location_ar }),
    ...(listing.listing_type === 'land' ? [] : [bedroomsText(listing.bedrooms, language)]),
    `${listing.area} ${AREA_UNIT[language]}`,
  ].join('  ·  ');
  const [title, details, price] = await Promise.all([
    drawFitted(pickText(language, listingTitle(listing)), language, [64, 56, 48], 200, {
      weight: 700,
    }),
    drawFitted(facts, language, [32, 28], 50, { color: COLORS.soft }),
    drawText(
      `${formatDinar(listing.price, language)}${period ? ` ${PRICE_PERIODS[period][language]}` : ''}`,
      language,
      {
        size: 52,
        weight: 700,
        color: COLORS.ink,
      },
    ),
  ]);
  const pillSize = { width: price.width + 80, height: price.height + 28 };
  const placed = stack(
    [
      { ...title, gap: 0 },
      { ...details, gap: 20 },
      { ...pillSize, input: pill(pillSize.width, pillSize.height), gap: 40 },
    ],
    150,
    HEIGHT - 50,
  );
  const pillPlace = placed[2] as { top: number; left: number };
  return toJpeg([
    ...(await brandRow(language, 56)),
    ...placed,
    { input: price.input, top: pillPlace.top + 14, left: pillPlace.left + 40 },
  ]);
}

/** The site's card, for every page without an image of its own: the brand and the Arabic tagline. */
export async function drawSiteCard(): Promise<Buffer> {
  await loadCardFonts();
  const [name, tagline, english] = await Promise.all([
    drawText(SITE_NAME.ar, 'ar', { size: 120, weight: 700 }),
    drawText(TAGLINE.ar, 'ar', { size: 56, weight: 600 }),
    drawText(`${SITE_NAME.en} · ${TAGLINE.en}`, 'en', { size: 32, color: COLORS.soft }),
  ]);
  const iconSize = 128;
  const iconLayer = { input: icon(iconSize), width: iconSize, height: iconSize };
  return toJpeg(
    stack(
      [
        { ...iconLayer, gap: 0 },
        { ...name, gap: 8 },
        { ...tagline, gap: 8 },
        { ...english, gap: 28 },
      ],
      0,
      HEIGHT,
    ),
  );
}
