import type { RefCallback } from 'react';

/**
 * A tap on the server's page before its code is live is kept, not lost. The HTML shows every
 * button at once, but a button answers only once React has taken it over: the page's code waits
 * for the first photo (app-code.server.ts), and the parts loaded lazily (the heart, share, the
 * owner's phone) wait for their own chunk after that. A "Show phone number" pressed in that gap
 * did nothing, and React kept such a tap only now and then (bench/findings.md, twelfth round).
 *
 * The page's inline script (early-taps.server.ts) holds a click on a `type="button"`, a radio
 * or a checkbox until it is live, pulsing meanwhile (a radio or checkbox stays as it was); then
 * it clicks it again, inside the browser's 5-second window for a user's gesture (the share sheet
 * needs one). A control is live once the page has hydrated (markPageLive, from the layout), or,
 * a button in a lazily loaded part, once React has attached it (LAZY_PART_BUTTON's ref). Nothing
 * in the DOM is changed, so hydration sees the server's HTML exactly. Links and form submits work
 * without code already; a select changed early: use-choice-before-hydration.ts.
 */
export const LAZY_ATTRIBUTE = 'data-lazy-part';

interface EarlyTaps {
  /** The page has hydrated: buttons outside lazy parts are live. */
  pageLive(): void;
  /** A lazy part's button has been attached by React. */
  buttonLive(button: Element): void;
}

declare global {
  interface Window {
    darEarlyTaps?: EarlyTaps;
  }
}

/** From the layout, once the page has hydrated: the taps held on its buttons go through. */
export function markPageLive(): void {
  window.darEarlyTaps?.pageLive();
}

const markButtonLive: RefCallback<HTMLButtonElement> = (button) => {
  if (button) window.darEarlyTaps?.buttonLive(button);
};

/** Spread on a button of a lazily loaded part that the server renders: a tap before its chunk came is kept. */
export const LAZY_PART_BUTTON = { [LAZY_ATTRIBUTE]: '', ref: markButtonLive } as const;
