import { useQueryClient } from '@tanstack/react-query';
import { BellPlus, Check } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import type { ListingFilters } from '#common/listing-filters.ts';
import { useCurrentUser } from '#web/features/auth/api/session.ts';
import { ApiError, apiFetch } from '#web/lib/api-client.ts';
import { Link } from '#web/lib/links.tsx';
import { notificationKeys } from '../api/query-keys.ts';

/**
 * `POST /api/notification-preferences` with the screen's filters as a saved search; that rule and
 * the schemas (and zod) load with the first save, not with the list page.
 */
async function createSavedSearch(filters: ListingFilters, isExact: boolean) {
  const [{ notificationPreferenceSchema }, { toSavedSearch }] = await Promise.all([
    import('#common/notification-preferences.ts'),
    import('#common/saved-search.ts'),
  ]);
  return apiFetch('/api/notification-preferences', notificationPreferenceSchema, {
    method: 'POST',
    body: toSavedSearch(filters, { isExact }),
  });
}

interface SaveSearchButtonProps {
  /** The screen's filters, all of them saved (common/saved-search.ts). */
  filters: ListingFilters;
  /** The city screen matches rooms exactly. */
  isExact?: boolean;
  /** A visitor is asked to log in first. */
  onLoginNeeded: () => void;
}

/** "Save this search": one tap turns the screen's filters into a saved search (its new listings and price drops notify). */
export function SaveSearchButton({ filters, isExact = false, onLoginNeeded }: SaveSearchButtonProps) {
  const { t } = useTranslation('listings');
  // Until the session is known a tap cannot tell a visitor (login first) from a signed-in user.
  const { user, isLoading } = useCurrentUser();
  const queryClient = useQueryClient();
  const [state, setState] = useState<{ status: 'idle' | 'saving' | 'saved' } | { status: 'failed'; message: string }>({
    status: 'idle',
  });

  async function save() {
    if (!user) {
      onLoginNeeded();
      return;
    }
    setState({ status: 'saving' });
    try {
      await createSavedSearch(filters, isExact);
      await queryClient.invalidateQueries({ queryKey: notificationKeys.preferences });
      setState({ status: 'saved' });
    } catch (error) {
      setState({ status: 'failed', message: error instanceof ApiError ? error.message : t('saveSearch.failed') });
    }
  }

  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <button
        type="button"
        onClick={() => void save()}
        disabled={isLoading || state.status === 'saving' || state.status === 'saved'}
        className="inline-flex h-9 items-center gap-1.5 rounded-md border border-brand-600 px-3 text-sm font-medium text-brand-700 hover:bg-brand-50 disabled:opacity-70 dark:text-brand-100 dark:hover:bg-slate-900"
      >
        {state.status === 'saved' ? (
          <Check aria-hidden className="size-4" />
        ) : (
          <BellPlus aria-hidden className="size-4" />
        )}
        {state.status === 'saved' ? t('saveSearch.saved') : t('saveSearch.button')}
      </button>
      <span role="status" className="text-sm">
        {state.status === 'saved' && (
          <Link to="/notification-preferences" className="text-brand-700 underline dark:text-brand-100">
            {t('saveSearch.manage')}
          </Link>
        )}
        {state.status === 'failed' && <span className="text-red-600">{state.message}</span>}
      </span>
    </span>
  );
}
