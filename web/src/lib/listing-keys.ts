/**
 * Query-key roots of every list a listing change can touch (public lists, the owner's list,
 * the management area); a mutation invalidates all of them, every page included.
 */
export const LISTING_QUERY_KEYS = [['apartments'], ['myproperties'], ['admin']] as const;
