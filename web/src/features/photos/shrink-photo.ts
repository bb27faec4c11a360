/** The longest side a photo is sent at: the server's largest variant is 1600 px wide. */
export const SEND_LONGEST_SIDE = 2048;
/** WebP quality for the photo sent: a 12 MP phone photo of ~4 MB becomes ~0.3–0.5 MB. */
export const SEND_QUALITY = 0.8;
/** A file already this small and within the size limit is sent as it is. */
const SMALL_ENOUGH_BYTES = 600 * 1024;

/** The size to draw at: the longest side at most `longest`, never enlarged. */
export function fitWithin(width: number, height: number, longest = SEND_LONGEST_SIDE) {
  const scale = Math.min(1, longest / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * A phone photo made small enough for a weak uplink before it is sent: drawn upright (EXIF
 * orientation applied) at most 2048 px on its longest side and encoded as WebP (JPEG where
 * the browser cannot encode WebP). Drawing drops the EXIF data, GPS included. The server still
 * decodes, checks and re-encodes whatever it receives; a photo the browser cannot decode (e.g.
 * TIFF) or one already small is sent as it is.
 */
export async function shrinkPhoto(file: File): Promise<File> {
  if (typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  try {
    const size = fitWithin(bitmap.width, bitmap.height);
    const isResized = size.width < bitmap.width || size.height < bitmap.height;
    if (!isResized && file.size <= SMALL_ENOUGH_BYTES) return file;
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, size.width, size.height);
    const blob = (await encode(canvas, 'image/webp')) ?? (await encode(canvas, 'image/jpeg'));
    if (!blob || blob.size >= file.size) return file;
    const extension = blob.type === 'image/webp' ? 'webp' : 'jpg';
    return new File([blob], `${file.name.replace(/\.[^.]*$/, '')}.${extension}`, { type: blob.type });
  } finally {
    bitmap.close();
  }
}

/** The canvas as `type`, or null when the browser answers another type (it cannot encode that one). */
function encode(canvas: HTMLCanvasElement, type: string): Promise<Blob | null> {
  return new Promise((resolve) =>
    canvas.toBlob((blob) => resolve(blob && blob.type === type ? blob : null), type, SEND_QUALITY),
  );
}
