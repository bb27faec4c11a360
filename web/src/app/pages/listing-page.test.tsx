import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Language } from '#common/languages.ts';
import type { ListingDetailJson, ListingJson } from '#common/listing-schemas.ts';
import { LoginDialogProvider } from '#web/features/auth/components/login-dialog-context.tsx';
import { APARTMENT, KURDISH_APARTMENT } from '#web/test-utils/fixtures.ts';
import { mockApi, renderRoutes, setTestLanguage } from '#web/test-utils/render-app.tsx';
import ListingPage from './listing-page.tsx';

/** The page with what its loader gives: the listing. */
function renderListing(listing: ListingJson) {
  const detail: ListingDetailJson = { ...listing, available: true, owner_first_name: 'Karwan', phone_available: false };
  mockApi({
    'GET /api/auth/user': () => ({ status: 401 }),
    [`POST /api/apartments/${listing.id}/view`]: () => ({ status: 204 }),
  });
  const routes = [
    {
      path: '/apartments/:id',
      Component: () => (
        <LoginDialogProvider>
          <ListingPage />
        </LoginDialogProvider>
      ),
      loader: () => ({ listing: detail }),
    },
  ];
  renderRoutes(routes, `/apartments/${listing.id}`);
}

describe('a listing read in another language than it is written in', () => {
  it.each<[Language, string]>([
    ['en', 'Written in Kurdish'],
    ['ar', 'مكتوب بالكردية'],
  ])('shows the Kurdish text to a %s reader, marked as Kurdish and saying so', async (language, note) => {
    await setTestLanguage(language);
    renderListing(KURDISH_APARTMENT);
    const heading = await screen.findByRole('heading', { level: 1, name: KURDISH_APARTMENT.title_ku });
    const title = heading.querySelector('[lang]');
    expect(title).toHaveAttribute('lang', 'ckb');
    expect(title).toHaveAttribute('dir', 'rtl');
    const description = screen.getByText(KURDISH_APARTMENT.description_ku);
    expect(description).toHaveAttribute('lang', 'ckb');
    expect(description).toHaveAttribute('dir', 'rtl');
    // Once under the title, once over the description.
    expect(screen.getAllByText(note)).toHaveLength(2);
  });

  it('shows a Kurdish reader the Arabic when there is no Kurdish', async () => {
    await setTestLanguage('ku');
    renderListing(APARTMENT);
    expect(await screen.findByRole('heading', { level: 1, name: APARTMENT.title_ar })).toBeInTheDocument();
    expect(screen.getAllByText('بە عەرەبی نووسراوە')).toHaveLength(2);
  });

  it('shows an English reader the Arabic title before the Kurdish, and the English description', async () => {
    await setTestLanguage('en');
    renderListing({ ...APARTMENT, title_en: '', title_ku: 'شوقەی ڕۆشن لە کەرادە' });
    const heading = await screen.findByRole('heading', { level: 1, name: APARTMENT.title_ar });
    expect(heading.querySelector('[lang]')).toHaveAttribute('lang', 'ar');
    // Only the title says it is in Arabic.
    expect(screen.getAllByText('Written in Arabic')).toHaveLength(1);
    expect(screen.getByText(APARTMENT.description_en)).toHaveAttribute('lang', 'en');
  });

  it('says nothing when the text is in the reader’s language', async () => {
    await setTestLanguage('ku');
    renderListing(KURDISH_APARTMENT);
    expect(await screen.findByRole('heading', { level: 1, name: KURDISH_APARTMENT.title_ku })).toBeInTheDocument();
    expect(screen.queryByText(/نووسراوە/)).not.toBeInTheDocument();
  });
});
