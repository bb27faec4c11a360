import { Heart } from 'lucide-react';
import { LAZY_PART_ELEMENT } from '#web/lib/early-taps.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { useFavourites } from '../api/favourites.ts';

interface FavouriteButtonProps {
  listingId: number;
  /** The listing's title, so that each heart's name says which listing it keeps. */
  title: string;
  /** On a photo (the card) or beside the title (the detail page). */
  variant?: 'overlay' | 'inline';
}

/** The heart: keeps or forgets a listing (a visitor's in this browser, a user's in the account). */
export function FavouriteButton({ listingId, title, variant = 'overlay' }: FavouriteButtonProps) {
  const { t } = useTranslation('listings');
  const { isFavourite, toggle } = useFavourites();
  const isOn = isFavourite(listingId);
  const look =
    variant === 'overlay'
      ? 'size-10 bg-white/90 shadow-sm hover:bg-white dark:bg-slate-900/90'
      : 'h-9 gap-1.5 border border-slate-300 px-3 text-sm font-medium hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-800';
  return (
    <button
      {...LAZY_PART_ELEMENT}
      type="button"
      aria-pressed={isOn}
      aria-label={t('favourites.toggle', { title })}
      title={isOn ? t('favourites.remove') : t('favourites.add')}
      onClick={() => toggle(listingId)}
      className={`inline-flex items-center justify-center rounded-full text-slate-700 dark:text-slate-200 ${look}`}
    >
      <Heart aria-hidden className={`size-5 ${isOn ? 'fill-red-500 text-red-500' : ''}`} />
      {variant === 'inline' && <span>{isOn ? t('favourites.saved') : t('favourites.save')}</span>}
    </button>
  );
}
