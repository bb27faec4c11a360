import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ListingDetailJson } from '#common/listing-schemas.ts';
import { APARTMENT, mockApi, renderWithProviders, setTestLanguage } from '#web/test-utils/render-app.tsx';
import { OwnerContact } from './owner-contact.tsx';

beforeAll(() => setTestLanguage('en'));

const LISTING: ListingDetailJson = {
  ...APARTMENT,
  id: 104,
  available: true,
  owner_first_name: 'Ali',
  phone_available: true,
};

const view = () => ({ status: 204 });

describe('OwnerContact', () => {
  it('reveals the number on request: a tel: link and WhatsApp naming the title, reference and link', async () => {
    const { calls } = mockApi({
      'POST /api/apartments/104/view': view,
      'POST /api/apartments/104/contact': () => ({ body: { phone: '+9647801234567', whatsapp: true } }),
      'POST /api/apartments/104/whatsapp-tap': view,
    });
    renderWithProviders(<OwnerContact listing={LISTING} placement="main" />);
    expect(screen.getByText('Listed by Ali')).toBeInTheDocument();
    expect(screen.getByText('DAR-000104')).toBeInTheDocument();
    await waitFor(() => expect(calls.map((c) => c.path)).toEqual(['/api/apartments/104/view']));

    await userEvent.click(screen.getByRole('button', { name: 'Show phone number' }));
    const call = await screen.findByRole('link', { name: 'Call 0780 123 4567' });
    expect(call).toHaveAttribute('href', 'tel:+9647801234567');
    const whatsapp = screen.getByRole('link', { name: 'WhatsApp' });
    const href = new URL(whatsapp.getAttribute('href') ?? '');
    expect(href.origin + href.pathname).toBe('https://wa.me/9647801234567');
    expect(href.searchParams.get('text')).toBe(
      `Hello, I am interested in your listing “${APARTMENT.title_en}” (DAR-000104) on Dar: ${window.location.origin}/en/apartments/104`,
    );
    await userEvent.click(whatsapp);
    await waitFor(() => expect(calls.map((c) => c.path)).toContain('/api/apartments/104/whatsapp-tap'));
  });

  it('offers enquiries only when the owner shows no number, without asking for it', () => {
    const { calls } = mockApi({ 'POST /api/apartments/104/view': view });
    renderWithProviders(<OwnerContact listing={{ ...LISTING, phone_available: false }} placement="aside" />);
    expect(screen.getByText('The owner receives enquiries only: send a request.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show phone number' })).toBeNull();
    expect(calls).toEqual([]);
  });

  it('says why when the reader has seen too many numbers', async () => {
    mockApi({
      'POST /api/apartments/104/view': view,
      'POST /api/apartments/104/contact': () => ({
        status: 429,
        headers: { 'retry-after': '3000' },
        body: { code: 'RATE_LIMITED', message: 'You have viewed many phone numbers. Please wait and try again later.' },
      }),
    });
    renderWithProviders(<OwnerContact listing={LISTING} placement="main" />);
    await userEvent.click(screen.getByRole('button', { name: 'Show phone number' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have viewed many phone numbers. Please wait and try again later.',
    );
  });
});
