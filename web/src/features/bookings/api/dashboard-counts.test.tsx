import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Stats } from '#common/listing-schemas.ts';
import { useStats } from '#web/features/listings/api/manage-listings.ts';
import { BOOKING, mockApi, renderRoutes, setTestLanguage, USERS } from '#web/test-utils/render-app.tsx';
import { useCreateBooking } from './create-booking.ts';
import { useDecideBooking } from './manage-bookings.ts';
import { useCancelBooking } from './my-bookings.ts';

/** The dashboard's pending count beside the three ways a booking changes. */
function Dashboard() {
  const stats = useStats();
  const create = useCreateBooking();
  const decide = useDecideBooking();
  const cancel = useCancelBooking();
  const { apartment_id, name, email, phone, check_in, check_out } = BOOKING;
  return (
    <>
      <p>pending: {stats.data?.pendingBookings ?? '…'}</p>
      <button
        type="button"
        onClick={() =>
          create.mutate({ apartment_id, name, email, phone, check_in: check_in ?? '', check_out: check_out ?? '' })
        }
      >
        book
      </button>
      <button type="button" onClick={() => decide.mutate({ id: BOOKING.id, status: 'confirmed' })}>
        confirm
      </button>
      <button type="button" onClick={() => cancel.mutate(BOOKING.id)}>
        cancel
      </button>
    </>
  );
}

beforeAll(() => setTestLanguage('en'));

describe("the owner's dashboard counts", () => {
  it.each([
    ['book', 1],
    ['confirm', -1],
    ['cancel', -1],
  ])('are asked again after a booking is changed (%s)', async (action, change) => {
    const stats: Stats = { totalApartments: 3, totalBookings: 2, pendingBookings: 2, confirmedBookings: 0 };
    mockApi({
      'GET /api/auth/user': () => ({ body: USERS.owner }),
      'GET /api/admin/stats': () => ({ body: stats }),
      'POST /api/bookings': () => {
        stats.pendingBookings += 1;
        return { status: 201, body: BOOKING };
      },
      'PATCH /api/bookings/4/status': (request) => {
        stats.pendingBookings -= 1;
        return { body: { ...BOOKING, ...(request.body as object) } };
      },
    });
    renderRoutes([{ path: '/', element: <Dashboard /> }], '/');
    expect(await screen.findByText('pending: 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: action }));
    expect(await screen.findByText(`pending: ${2 + change}`)).toBeInTheDocument();
  });
});
