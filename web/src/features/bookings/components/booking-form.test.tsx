import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays, todayInBaghdad } from '#common/bookings.ts';
import type { PublicUser } from '#common/users.ts';
import { showToast } from '#web/components/ui/toast-store.ts';
import { BOOKING, mockApi, renderWithProviders, setTestLanguage } from '#web/test-utils/render-app.tsx';
import { BookingForm } from './booking-form.tsx';

vi.mock('#web/components/ui/toast-store.ts', () => ({ showToast: vi.fn() }));

const USER = {
  id: 7,
  email: 'sara@example.iq',
  firstName: 'Sara',
  lastName: 'Kareem',
  profileImageUrl: null,
  role: 'renter',
  phone: null,
  whatsapp: false,
  emailVerified: true,
  createdAt: new Date(),
  updatedAt: new Date(),
} satisfies PublicUser;

beforeAll(() => setTestLanguage('en'));
afterEach(() => {
  vi.restoreAllMocks();
  vi.clearAllMocks();
});

async function fillAndSend() {
  const checkIn = addDays(todayInBaghdad(), 1);
  await userEvent.type(screen.getByLabelText('Phone'), '+964 770 123 4567');
  await userEvent.type(screen.getByLabelText('Check-in'), checkIn);
  await userEvent.type(screen.getByLabelText('Check-out'), addDays(checkIn, 2));
  await userEvent.click(screen.getByRole('button', { name: 'Request booking' }));
  return checkIn;
}

describe('BookingForm', () => {
  it('prefills name and e-mail from the profile and sends a pending booking', async () => {
    const { calls } = mockApi({ 'POST /api/bookings': () => ({ status: 201, body: BOOKING }) });
    renderWithProviders(<BookingForm apartmentId={42} user={USER} />);
    expect(screen.getByLabelText('Full name')).toHaveValue('Sara Kareem');
    expect(screen.getByLabelText('Email')).toHaveValue('sara@example.iq');
    const checkIn = await fillAndSend();
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith({
        title: 'Booking submitted',
        description: 'We will contact you shortly to confirm your booking.',
      }),
    );
    expect(calls.map((call) => call.path)).toEqual(['/api/bookings']);
    expect(calls[0]?.body).toMatchObject({
      apartment_id: 42,
      name: 'Sara Kareem',
      // Typed with spaces, sent as E.164: the one form of a number that the owner can call and WhatsApp.
      phone: '+9647701234567',
      check_in: checkIn,
      status: 'pending',
    });
    await waitFor(() => expect(screen.getByLabelText('Phone')).toHaveValue(''));
  });

  it('refuses a check-in before today in Baghdad without calling the server', async () => {
    const { calls } = mockApi({});
    renderWithProviders(<BookingForm apartmentId={42} user={USER} />);
    await userEvent.type(screen.getByLabelText('Phone'), '0770 123 4567');
    await userEvent.type(screen.getByLabelText('Check-in'), '2020-01-01');
    await userEvent.type(screen.getByLabelText('Check-out'), '2020-01-03');
    await userEvent.click(screen.getByRole('button', { name: 'Request booking' }));
    expect(await screen.findByText('The date cannot be in the past')).toBeInTheDocument();
    expect(screen.getByLabelText('Check-in')).toHaveAttribute('min', todayInBaghdad());
    expect(calls).toHaveLength(0);
  });

  it('refuses a check-in more than two years ahead without calling the server', async () => {
    const { calls } = mockApi({});
    renderWithProviders(<BookingForm apartmentId={42} user={USER} />);
    const lastCheckIn = addDays(todayInBaghdad(), 730);
    expect(screen.getByLabelText('Check-in')).toHaveAttribute('max', lastCheckIn);
    await userEvent.type(screen.getByLabelText('Phone'), '0770 123 4567');
    await userEvent.type(screen.getByLabelText('Check-in'), addDays(lastCheckIn, 1));
    await userEvent.type(screen.getByLabelText('Check-out'), addDays(lastCheckIn, 3));
    await userEvent.click(screen.getByRole('button', { name: 'Request booking' }));
    expect(await screen.findByText('Check-in must be within the next two years')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("shows the spec's 'Authentication required' toast on 401", async () => {
    mockApi({ 'POST /api/bookings': () => ({ status: 401, body: { message: 'Unauthorized', code: 'UNAUTHORIZED' } }) });
    renderWithProviders(<BookingForm apartmentId={42} user={USER} />);
    await fillAndSend();
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith({
        title: 'Authentication required',
        description: 'Please log in to book this property.',
        variant: 'destructive',
      }),
    );
  });

  it("shows the server's field messages beside the fields", async () => {
    const body = {
      message: 'Invalid input',
      code: 'VALIDATION',
      fields: { phone: 'Please enter a valid phone number' },
    };
    mockApi({ 'POST /api/bookings': () => ({ status: 400, body }) });
    renderWithProviders(<BookingForm apartmentId={42} user={USER} />);
    await fillAndSend();
    expect(await screen.findByText('Please enter a valid phone number')).toBeInTheDocument();
    expect(showToast).toHaveBeenCalledWith({ title: 'Error', description: 'Invalid input', variant: 'destructive' });
  });

  it('still refuses a stay without dates, naming both fields', async () => {
    const { calls } = mockApi({});
    renderWithProviders(<BookingForm apartmentId={42} user={USER} kind="booking" />);
    await userEvent.type(screen.getByLabelText('Phone'), '0770 123 4567');
    await userEvent.click(screen.getByRole('button', { name: 'Request booking' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    expect(calls).toHaveLength(0);
  });
});

describe('BookingForm for a viewing request (sale, long-term rent, land)', () => {
  it('asks for a viewing without check-out, sends the message, and says so', async () => {
    const { calls } = mockApi({
      'POST /api/bookings': () => ({ status: 201, body: { ...BOOKING, kind: 'viewing', check_out: null } }),
    });
    renderWithProviders(<BookingForm apartmentId={42} user={{ ...USER, phone: '+9647701234567' }} kind="viewing" />);
    expect(screen.getByRole('form', { name: 'Request a viewing' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Check-out')).not.toBeInTheDocument();
    // The account's number, as Iraqis read it.
    expect(screen.getByLabelText('Phone')).toHaveValue('0770 123 4567');
    await userEvent.type(screen.getByLabelText('Message'), 'Can I come on Friday afternoon?');
    await userEvent.click(screen.getByRole('button', { name: 'Send viewing request' }));
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith({
        title: 'Viewing request sent',
        description: 'The owner will contact you by phone.',
      }),
    );
    expect(calls[0]?.body).toMatchObject({
      apartment_id: 42,
      name: 'Sara Kareem',
      phone: '+9647701234567',
      message: 'Can I come on Friday afternoon?',
    });
    expect(calls[0]?.body).not.toHaveProperty('check_out', expect.stringMatching(/\d/));
  });

  it('takes an optional preferred date, never one in the past', async () => {
    const { calls } = mockApi({ 'POST /api/bookings': () => ({ status: 201, body: BOOKING }) });
    renderWithProviders(<BookingForm apartmentId={42} user={USER} kind="viewing" />);
    await userEvent.type(screen.getByLabelText('Phone'), '0770 123 4567');
    await userEvent.type(screen.getByLabelText('Preferred date (optional)'), '2020-01-01');
    await userEvent.click(screen.getByRole('button', { name: 'Send viewing request' }));
    expect(await screen.findByText('The date cannot be in the past')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    const preferred = addDays(todayInBaghdad(), 3);
    await userEvent.clear(screen.getByLabelText('Preferred date (optional)'));
    await userEvent.type(screen.getByLabelText('Preferred date (optional)'), preferred);
    await userEvent.click(screen.getByRole('button', { name: 'Send viewing request' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toMatchObject({ check_in: preferred });
  });

  it("shows the server's refusal on one's own listing", async () => {
    const body = {
      message: 'This is your own listing: you cannot book it or send an enquiry about it',
      code: 'FORBIDDEN',
    };
    mockApi({ 'POST /api/bookings': () => ({ status: 403, body }) });
    renderWithProviders(<BookingForm apartmentId={42} user={USER} kind="viewing" />);
    await userEvent.type(screen.getByLabelText('Phone'), '0770 123 4567');
    await userEvent.click(screen.getByRole('button', { name: 'Send viewing request' }));
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith({ title: 'Error', description: body.message, variant: 'destructive' }),
    );
  });
});
