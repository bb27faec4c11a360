/**
 * How the browser suite and the front-end bench start Debian's Chromium: no sandbox (root in a
 * container), no GPU, no QUIC, and none of the first-run, update, sync or background traffic
 * that would add requests to what is measured or tested.
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
