import { type ComponentType, createContext, useContext } from 'react';
import type { ListingCardJson } from '#common/listing-schemas.ts';

export type CardAction = ComponentType<{ listing: ListingCardJson; title: string }>;

/**
 * What a listing card and the detail page show beside a listing (the favourites' heart): given
 * by the app's shell, so the listings feature needs no other feature.
 */
export const CardActionContext = createContext<CardAction | null>(null);

export function useCardAction(): CardAction | null {
  return useContext(CardActionContext);
}
