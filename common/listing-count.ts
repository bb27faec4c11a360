/**
 * How many listings match a search: `X-Total-Count` on `GET /api/apartments`. Exact up to
 * TOTAL_COUNT_CAP; above it the server stops counting (a count over a LIMIT cap + 1 subquery, or
 * one that a sample of the listings shows to be past it: server/features/listings/repo.ts
 * countInTurn) and says `10000+`, which `parseInt` still reads.
 */
export const TOTAL_COUNT_HEADER = 'x-total-count';
export const TOTAL_COUNT_CAP = 10_000;

export interface TotalCount {
  count: number;
  /** More than `count` match (the count stopped at the cap). */
  isCapped: boolean;
}

/** The header's value for a count made with a LIMIT of TOTAL_COUNT_CAP + 1. */
export function totalCountHeader(counted: number): string {
  return counted > TOTAL_COUNT_CAP ? `${TOTAL_COUNT_CAP}+` : String(counted);
}

/** The header read back; null when it is missing or not a count. */
export function parseTotalCount(header: string | null | undefined): TotalCount | null {
  const match = /^\s*(\d{1,9})(\+?)\s*$/.exec(header ?? '');
  if (!match) return null;
  return { count: Number(match[1]), isCapped: match[2] === '+' };
}
