import { useEffect } from 'react';

/**
 * A fetch that failed: the page's data, its code or its texts could not come (offline, or a chunk
 * gone with a deploy). Browsers say it as a TypeError: "Failed to fetch (dynamically imported
 * module)", "NetworkError when attempting to fetch", "error loading dynamically imported module",
 * "Load failed", "Importing a module script failed".
 */
export function isLoadFailure(error: unknown): boolean {
  return error instanceof TypeError && /fetch|import|load failed/i.test(error.message);
}

/** Where the last such reload went, and when: a page that fails again soon after shows its error. */
const RELOAD_KEY = 'dar-reloaded-after-failure';
const AGAIN_AFTER_MS = 30_000;

function address(): string {
  return location.pathname + location.search;
}

function reloadedLately(): boolean {
  try {
    const [at, where] = (sessionStorage.getItem(RELOAD_KEY) ?? '').split(' ');
    return where === address() && Date.now() - Number(at) < AGAIN_AFTER_MS;
  } catch {
    return true; // Storage refused: no way to tell a loop, so no reload.
  }
}

/**
 * True while a page whose data, code or texts could not be fetched is loaded again as a document:
 * that brings the page's texts inside it and, offline, the copy the device kept of it (a listing
 * once opened from a shared link has its page kept, not its data; the home page reached by Back
 * has its page kept, not its data), or the offline page. Not twice in a row: a document that fails
 * the same way shows its error screen.
 */
export function useReloadAfterLoadFailure(error: unknown): boolean {
  const reloading = typeof window !== 'undefined' && isLoadFailure(error) && !reloadedLately();
  useEffect(() => {
    if (!reloading) return;
    sessionStorage.setItem(RELOAD_KEY, `${Date.now()} ${address()}`);
    window.location.reload();
  }, [reloading]);
  return reloading;
}
