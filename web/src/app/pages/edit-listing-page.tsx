import { useTranslation } from '#web/lib/use-translation.ts';
import { useParams } from 'react-router';
import { parseListingId } from '#common/schema-helpers.ts';
import { Spinner } from '#web/components/form/button.tsx';
import { PageTitle } from '#web/components/page-title.tsx';
import { useCurrentUser } from '#web/features/auth/api/session.ts';
import { useListingToEdit } from '#web/features/listings/api/own-listings.ts';
import { EditListingForm } from '#web/features/listings/components/listing-form/edit-listing-form.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import type { PageHandle } from '../page-handle.ts';

/** /my-properties/:id/edit: the listing's owner, or an admin, edits every field (the route guard lets owners and admins in). */
export default function EditListingPage() {
  const { t } = useTranslation('owner');
  const id = parseListingId(useParams().id);
  const { user } = useCurrentUser();
  const listing = useListingToEdit(id);
  const isMissing = id === 0 || (listing.error instanceof ApiError && listing.error.status === 404);
  const mayEdit = listing.data && (user?.role === 'admin' || user?.id === listing.data.ownerId);

  let content = <Spinner label={t('edit.loading')} />;
  if (isMissing || listing.isError || (listing.data && !mayEdit)) {
    const problem = isMissing ? 'missing' : listing.isError ? 'error' : 'notYours';
    content = (
      <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-700 dark:bg-red-950 dark:text-red-300">
        {t(`edit.${problem}`)}
      </p>
    );
  } else if (listing.data) {
    content = <EditListingForm listing={listing.data} />;
  }

  return (
    <main id="main" className="mx-auto w-full max-w-4xl px-4 py-8">
      <PageTitle text={t('edit.heading')} />
      <h1 className="mb-6 text-2xl font-bold">{t('edit.heading')}</h1>
      {content}
    </main>
  );
}

export const handle: PageHandle = { i18n: ['owner'] };
