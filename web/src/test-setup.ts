import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { startMockApi } from './test-utils/mock-api.ts';

startMockApi();

// What appears after a lazy chunk (the toaster, dialogs) is the first import of that module in
// the worker, transformed on demand: on two busy cores under the whole suite it took longer than
// the library's 1 s ("Booking confirmed" once in CI). Waiting longer changes no assertion.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks what browsers have and Radix and the theme rely on; tests may replace these.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
window.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
Element.prototype.scrollIntoView ??= () => {};
// jsdom's own prints "Not implemented" (the app's scroll restoration calls it on every navigation).
window.scrollTo = () => {};
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};

afterEach(() => {
  cleanup();
  localStorage.clear();
});
