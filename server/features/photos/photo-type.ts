import sharp, { type Metadata } from 'sharp';
import { MAX_INPUT_PIXELS } from './photo-variants.ts';

export type PhotoFormat = 'jpeg' | 'png' | 'webp' | 'avif' | 'gif' | 'tiff';

export type PhotoCheck =
  | { isAccepted: true; format: PhotoFormat }
  | { isAccepted: false; reason: 'heic' | 'unsupported' | 'too-many-pixels' };

const ACCEPTED: ReadonlySet<string> = new Set(['jpeg', 'png', 'webp', 'gif', 'tiff']);

/** ISO-BMFF brands of HEVC-coded HEIF, the iPhone's default photo format. */
const HEIC_BRANDS: ReadonlySet<string> = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'hevm', 'hevs']);

/**
 * What the bytes are, read from the image header (never the file name or the client's
 * Content-Type). HEIF is accepted only AV1-coded (AVIF): the prebuilt sharp cannot decode HEVC.
 */
export async function checkPhoto(input: Buffer): Promise<PhotoCheck> {
  let metadata: Metadata;
  try {
    metadata = await sharp(input).metadata();
  } catch {
    return { isAccepted: false, reason: hasHeicBrand(input) ? 'heic' : 'unsupported' };
  }
  let format: PhotoFormat;
  if (metadata.format === 'heif') {
    if (metadata.compression !== 'av1') return { isAccepted: false, reason: 'heic' };
    format = 'avif';
  } else if (ACCEPTED.has(metadata.format)) {
    format = metadata.format as PhotoFormat;
  } else {
    return { isAccepted: false, reason: 'unsupported' };
  }
  if (metadata.width * metadata.height > MAX_INPUT_PIXELS) return { isAccepted: false, reason: 'too-many-pixels' };
  return { isAccepted: true, format };
}

function hasHeicBrand(input: Buffer): boolean {
  return (
    input.subarray(4, 8).toString('latin1') === 'ftyp' && HEIC_BRANDS.has(input.subarray(8, 12).toString('latin1'))
  );
}
