const STORED_PHOTO = /^(\/uploads\/[0-9a-f]+)-1600\.webp$/;

/** A stored photo has 400, 800 and 1600 px siblings; an external URL is used as it is. */
export function photoSrcSet(url: string): string | undefined {
  const match = STORED_PHOTO.exec(url);
  if (!match) return undefined;
  return [400, 800, 1600].map((width) => `${match[1]}-${width}.webp ${width}w`).join(', ');
}
