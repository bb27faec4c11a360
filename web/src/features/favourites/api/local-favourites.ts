/** A visitor's favourites: listing ids in this browser's localStorage, until login merges them into the account. */
const KEY = 'dar:favourites';
const MAX_LOCAL = 200;
const listeners = new Set<() => void>();
let cached: { raw: string | null; ids: readonly number[] } = { raw: null, ids: [] };

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The ids kept here; the same array while nothing changed (useSyncExternalStore compares it). */
export function readLocalFavourites(): readonly number[] {
  const raw = storage()?.getItem(KEY) ?? null;
  if (raw === cached.raw) return cached.ids;
  let ids: number[] = [];
  try {
    const parsed: unknown = JSON.parse(raw ?? '[]');
    if (Array.isArray(parsed)) ids = parsed.filter((id): id is number => Number.isSafeInteger(id) && id > 0);
  } catch {
    ids = [];
  }
  cached = { raw, ids };
  return ids;
}

function write(ids: readonly number[]) {
  storage()?.setItem(KEY, JSON.stringify(ids.slice(0, MAX_LOCAL)));
  for (const listener of listeners) listener();
}

export function toggleLocalFavourite(id: number): void {
  const ids = readLocalFavourites();
  write(ids.includes(id) ? ids.filter((kept) => kept !== id) : [id, ...ids]);
}

/** Forgets these ids (merged into the account); ids kept meanwhile stay. */
export function forgetLocalFavourites(merged: readonly number[]): void {
  write(readLocalFavourites().filter((id) => !merged.includes(id)));
}

export function subscribeLocalFavourites(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab's change.
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
