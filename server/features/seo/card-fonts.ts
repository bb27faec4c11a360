import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import sharp from 'sharp';
import { decompress } from 'wawoff2';

/**
 * The font the share cards are drawn in: Noto Sans Arabic (variable weight), the site's own
 * font, from the @fontsource-variable packages, never from the fonts a machine may have. Its
 * Arabic subset draws Arabic and Sorani, its Latin subset English titles and digits.
 *
 * sharp draws text with Pango, which shapes Arabic (joined letters, right to left) with
 * HarfBuzz and finds fonts through fontconfig. The bundled FreeType reads neither WOFF2 nor
 * WOFF, so the files are unpacked to TrueType once (in the temporary directory, named by their
 * content, shared by every process) and handed to fontconfig with sharp's `fontfile`; from then
 * on every text of the process can name the family.
 */
export const CARD_FONT_FAMILY = 'Noto Sans Arabic';

/** The site's fonts; Inter (the site's Latin font) draws what Noto Sans Arabic lacks, such as ². */
const FONT_FILES = [
  '@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2',
  '@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-latin-wght-normal.woff2',
  '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
] as const;
const require = createRequire(import.meta.url);

let loading: Promise<void> | undefined;

/** Resolves once the card font is known to the renderer (the first call does the work). */
export function loadCardFonts(): Promise<void> {
  loading ??= registerFonts().catch((error) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

async function registerFonts(): Promise<void> {
  for (const name of FONT_FILES) {
    const file = await unpackOnce(readFileSync(require.resolve(name)), basename(name, '.woff2'));
    // Drawing a dot with `fontfile` adds the file to the process's fontconfig set.
    await sharp({ text: { text: '.', fontfile: file } })
      .png()
      .toBuffer();
  }
}

async function unpackOnce(woff2: Buffer, name: string): Promise<string> {
  const digest = createHash('sha256').update(woff2).digest('hex').slice(0, 16);
  const directory = join(tmpdir(), 'dar-card-fonts');
  const file = join(directory, `${name}-${digest}.ttf`);
  if (existsSync(file)) return file;
  mkdirSync(directory, { recursive: true });
  // Written aside and renamed: a process reading it never sees half a file.
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, await decompress(woff2));
  renameSync(partial, file);
  return file;
}
