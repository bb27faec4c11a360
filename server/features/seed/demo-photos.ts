import type { PhotoStorage } from '../photos/storage.ts';
import { storePhotoVariants } from '../photos/photo-variants.ts';

const WIDTH = 1600;
const HEIGHT = 1067;

const PALETTES = [
  { sky: ['#7fb3e6', '#dcecf8'], wall: '#e9dcc3', roof: '#b5653a', ground: '#c9b27c' },
  { sky: ['#f2a365', '#fbe3c4'], wall: '#f4efe6', roof: '#6b7f8c', ground: '#d8c08f' },
  { sky: ['#4e7fb8', '#b7d3ee'], wall: '#d8c7a8', roof: '#8a4b2f', ground: '#b89c63' },
  { sky: ['#9cc7d9', '#eef6f8'], wall: '#ffffff', roof: '#2f5d62', ground: '#a9c18a' },
];

/** A drawn façade (homes) or a field with a horizon (land): no download, no copyright. */
function drawScene(index: number, kind: 'home' | 'land'): string {
  const p = PALETTES[index % PALETTES.length] as (typeof PALETTES)[number];
  const sky = `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky[0]}"/><stop offset="1" stop-color="${p.sky[1]}"/></linearGradient></defs><rect width="${WIDTH}" height="${HEIGHT}" fill="url(#s)"/>`;
  if (kind === 'land') {
    const horizon = 520 + (index % 3) * 60;
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">${sky}
      <rect y="${horizon}" width="${WIDTH}" height="${HEIGHT - horizon}" fill="${p.ground}"/>
      <path d="M0 ${horizon} Q400 ${horizon - 60} 800 ${horizon} T1600 ${horizon}" fill="#8c9a6b" opacity="0.6"/>
      ${Array.from({ length: 6 }, (_, i) => `<line x1="${200 + i * 240}" y1="${horizon + 40}" x2="${120 + i * 260}" y2="${HEIGHT}" stroke="#9c8451" stroke-width="6" opacity="0.5"/>`).join('')}
      <circle cx="${1300 - index * 90}" cy="180" r="70" fill="#fff6d5" opacity="0.9"/></svg>`;
  }
  const floors = 2 + (index % 3);
  const floorHeight = 150;
  const top = HEIGHT - 180 - floors * floorHeight;
  const windows = Array.from({ length: floors }, (_, f) =>
    Array.from(
      { length: 4 },
      (_, w) =>
        `<rect x="${470 + w * 170}" y="${top + 40 + f * floorHeight}" width="110" height="90" rx="6" fill="#5a7fa3" stroke="#f8f8f8" stroke-width="8"/>`,
    ).join(''),
  ).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">${sky}
    <rect y="${HEIGHT - 180}" width="${WIDTH}" height="180" fill="${p.ground}"/>
    <rect x="420" y="${top}" width="760" height="${floors * floorHeight}" fill="${p.wall}"/>
    <polygon points="380,${top} 800,${top - 150} 1220,${top}" fill="${p.roof}"/>
    ${windows}
    <rect x="740" y="${HEIGHT - 320}" width="120" height="140" fill="#6d4c33"/>
    <circle cx="240" cy="${HEIGHT - 240}" r="90" fill="#4f7d3a"/><rect x="228" y="${HEIGHT - 240}" width="24" height="80" fill="#6d4c33"/>
    <circle cx="1380" cy="${HEIGHT - 230}" r="80" fill="#5b8c45"/><rect x="1368" y="${HEIGHT - 230}" width="24" height="70" fill="#6d4c33"/></svg>`;
}

/** Draws the demo photo pool and stores it like uploaded photos; returns the URLs per kind. */
export async function storeDemoPhotos(storage: PhotoStorage): Promise<{ home: string[]; land: string[] }> {
  const { default: sharp } = await import('sharp');
  const render = (svg: string) => sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
  const home: string[] = [];
  const land: string[] = [];
  for (let i = 0; i < 8; i++) home.push(await storePhotoVariants(storage, await render(drawScene(i, 'home'))));
  for (let i = 0; i < 4; i++) land.push(await storePhotoVariants(storage, await render(drawScene(i, 'land'))));
  return { home, land };
}
