import type { RefCallback } from 'react';

/**
 * A tap on the server's page before its code is live is kept, not lost. The HTML shows every
 * button at once, but a button answers only once React has taken it over: the page's code waits
 * for the first photo (app-code.server.ts), and the parts loaded lazily (the heart, share, the
 * owner's phone) wait for their own chunk after that. A "Show phone number" pressed in that gap
 * did nothing, and React kept such a tap only now and then (bench/findings.md, twelfth round).
 *
 * The page's inline script (early-taps.server.ts) holds a click on a `type="button"`, a radio
 * or a checkbox, and a form's submission, until its element is live, pulsing meanwhile (a radio
 * or checkbox stays as it was); then it does it again, inside the browser's 5-second window for
 * a user's gesture (the share sheet needs one). An element is live once the page has hydrated
 * (markPageLive, from the layout), or, inside a lazily loaded part, once React has attached the
 * part's element marked with LAZY_PART_ELEMENT (a button, or a form around its fields). Nothing
 * in the DOM is changed, so hydration sees the server's HTML exactly. Links work without code
 * already; a select changed early: use-choice-before-hydration.ts.
 */
export const LAZY_ATTRIBUTE = 'data-lazy-part';

interface EarlyTaps {
  /** The page has hydrated: buttons outside lazy parts are live. */
  pageLive(): void;
  /** A lazy part's marked element has been attached by React. */
  partLive(element: Element): void;
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

const markPartLive: RefCallback<HTMLElement> = (element) => {
  if (element) window.darEarlyTaps?.partLive(element);
};

/**
 * Spread on a button or form of a lazily loaded part that the server renders: a tap or a
 * submission before its chunk came is kept (for a form, whatever is inside it).
 */
export const LAZY_PART_ELEMENT = { [LAZY_ATTRIBUTE]: '', ref: markPartLive } as const;
