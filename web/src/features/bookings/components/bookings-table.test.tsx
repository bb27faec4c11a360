import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { BOOKING, mockApi, renderRoutes, setTestLanguage, USERS } from '#web/test-utils/render-app.tsx';
import { BookingsTable } from './bookings-table.tsx';

const routes = [{ path: '/admin/bookings', element: <BookingsTable /> }];

describe('bookings table', () => {
  beforeAll(() => setTestLanguage('en'));

  it("shows the title or 'Unknown', the guest, 'MMM d, yyyy' dates and the status badges", async () => {
    mockApi({
      'GET /api/auth/user': () => ({ body: USERS.admin }),
      'GET /api/bookings': () => ({
        body: [
          BOOKING,
          {
            ...BOOKING,
            id: 5,
            apartment_title_en: null,
            apartment_title_ar: null,
            apartment_title_ku: null,
            status: 'confirmed' as const,
          },
          { ...BOOKING, id: 6, status: 'declined' as const },
        ],
      }),
    });
    renderRoutes(routes, '/admin/bookings');
    const rows = await screen.findAllByRole('row');
    const first = rows[1] as HTMLElement;
    expect(within(first).getByText('Sunny flat in Karrada')).toBeInTheDocument();
    expect(within(first).getByText('Ali Hassan')).toBeInTheDocument();
    expect(within(first).getByText('ali@example.iq')).toBeInTheDocument();
    expect(within(first).getByText('Jan 5, 2027')).toBeInTheDocument();
    expect(within(first).getByText('Jan 9, 2027')).toBeInTheDocument();
    expect(within(first).getByText('Pending')).toHaveClass('bg-amber-100');
    expect(within(rows[2] as HTMLElement).getByText('Unknown')).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText('Confirmed')).toHaveClass('bg-green-100');
    expect(within(rows[3] as HTMLElement).getByText('Declined')).toHaveClass('bg-red-100');
    // Only pending requests can be answered.
    expect(screen.getAllByRole('button', { name: 'Confirm' })).toHaveLength(1);
  });

  it('confirms a pending request', async () => {
    const { calls } = mockApi({
      'GET /api/auth/user': () => ({ body: USERS.owner }),
      'GET /api/bookings': () => ({ body: [BOOKING] }),
      'PATCH /api/bookings/4/status': () => ({ body: { ...BOOKING, status: 'confirmed' as const } }),
    });
    renderRoutes(routes, '/admin/bookings');
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Booking confirmed')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ status: 'confirmed' as const });
  });

  it('formats the dates in Arabic as day, month name, year', async () => {
    await setTestLanguage('ar');
    mockApi({ 'GET /api/auth/user': () => ({ body: USERS.admin }), 'GET /api/bookings': () => ({ body: [BOOKING] }) });
    renderRoutes(routes, '/admin/bookings');
    expect(await screen.findByText('شقة مشمسة في الكرادة')).toBeInTheDocument();
    // Day, month, year, as Arabic reads a date (not the English order with Arabic month names).
    expect(screen.getByText('5 يناير 2027')).toBeInTheDocument();
    await setTestLanguage('en');
  });

  it("shows the seeker's phone with call and WhatsApp links, the kind and the message of a viewing request", async () => {
    mockApi({
      'GET /api/auth/user': () => ({ body: USERS.owner }),
      'GET /api/bookings': () => ({
        body: [
          {
            ...BOOKING,
            kind: 'viewing' as const,
            check_in: null,
            check_out: null,
            message: 'Is the price negotiable?',
          },
        ],
      }),
    });
    renderRoutes(routes, '/admin/bookings');
    const row = (await screen.findAllByRole('row'))[1] as HTMLElement;
    expect(within(row).getByText('Viewing request')).toBeInTheDocument();
    expect(within(row).getByText('Is the price negotiable?')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Call Ali Hassan on 0770 123 4567' })).toHaveAttribute(
      'href',
      'tel:+9647701234567',
    );
    expect(within(row).getByRole('link', { name: 'Message Ali Hassan on WhatsApp' })).toHaveAttribute(
      'href',
      'https://wa.me/9647701234567',
    );
    expect(within(row).getByRole('link', { name: 'ali@example.iq' })).toHaveAttribute('href', 'mailto:ali@example.iq');
  });
});
