import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { BOOKING, mockApi, renderRoutes, setTestLanguage, USERS } from '#web/test-utils/render-app.tsx';
import { MyBookingsList } from './my-bookings-list.tsx';

const PENDING = BOOKING;

const routes = [{ path: '/my-bookings', element: <MyBookingsList /> }];

beforeAll(() => setTestLanguage('en'));

describe('my bookings', () => {
  it('lists the caller’s own requests and cancels a pending one', async () => {
    // A request whose listing was deleted carries no title in any language.
    const deleted = { apartment_title_en: null, apartment_title_ar: null, apartment_title_ku: null };
    let list = [PENDING, { ...PENDING, id: 5, status: 'confirmed' as const, ...deleted }];
    const { calls } = mockApi({
      'GET /api/auth/user': () => ({ body: USERS.renter }),
      'GET /api/bookings': () => ({ body: list }),
      'PATCH /api/bookings/4/status': () => {
        list = list.map((b) => (b.id === 4 ? { ...b, status: 'cancelled' as const } : b));
        return { body: list[0] };
      },
    });
    renderRoutes(routes, '/my-bookings');
    const items = await screen.findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Sunny flat in Karrada');
    expect(items[0]).toHaveTextContent('Jan 5, 2027 → Jan 9, 2027');
    expect(items[1]).toHaveTextContent('Unknown');
    expect(within(items[1] as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/bookings')?.url.searchParams.get('mine')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel the request for Sunny flat in Karrada' }));
    expect(await screen.findByText('Your booking request was cancelled')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ status: 'cancelled' });
    // Spec section 2: destructive for any status but confirmed and pending, as on the management table.
    expect(await screen.findByText('Cancelled')).toHaveClass('bg-red-100');
  });

  it('shows the empty state', async () => {
    mockApi({ 'GET /api/auth/user': () => ({ body: USERS.renter }), 'GET /api/bookings': () => ({ body: [] }) });
    renderRoutes(routes, '/my-bookings');
    expect(await screen.findByText('You have not asked to book any property yet')).toBeInTheDocument();
  });

  it("shows a confirmed viewing request with the owner's phone, call and WhatsApp", async () => {
    const confirmed = {
      ...PENDING,
      kind: 'viewing' as const,
      check_in: null,
      check_out: null,
      status: 'confirmed' as const,
      owner_phone: '+9647801234567',
      owner_whatsapp: true,
    };
    mockApi({
      'GET /api/auth/user': () => ({ body: USERS.renter }),
      'GET /api/bookings': () => ({ body: [confirmed, { ...PENDING, id: 6 }] }),
    });
    renderRoutes(routes, '/my-bookings');
    const first = (await screen.findByText('Viewing request · No date given')).closest('li') as HTMLElement;
    const second = screen.getByText('Jan 5, 2027 → Jan 9, 2027').closest('li') as HTMLElement;
    expect(first).toHaveTextContent('The owner confirmed: call or message them');
    expect(within(first).getByRole('link', { name: /0780 123 4567/ })).toHaveAttribute('href', 'tel:+9647801234567');
    expect(within(first).getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
      'href',
      'https://wa.me/9647801234567',
    );
    // A pending request carries no number.
    expect(within(second).queryByRole('link', { name: /WhatsApp/ })).not.toBeInTheDocument();
  });
});
