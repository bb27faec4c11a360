import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { uploadPhoto } from '#web/features/photos/api/upload-photo.ts';
import {
  APARTMENT,
  type MockAnswer,
  mockApi,
  renderRoutes,
  setTestLanguage,
  USERS,
} from '#web/test-utils/render-app.tsx';
import { Link } from 'react-router';
import { ListingsTable } from './listings-table.tsx';

vi.mock('#web/features/photos/api/upload-photo.ts', () => ({ uploadPhoto: vi.fn() }));

const routes = [{ path: '/admin/apartments', element: <ListingsTable /> }];
const ROW = { ...APARTMENT, available: true, images: ['https://photos.example/a.jpg'] };

function api(overrides: Record<string, () => MockAnswer> = {}, user: unknown = USERS.admin) {
  return mockApi({
    'GET /api/auth/user': () => ({ body: user }),
    'GET /api/apartments': () => ({ body: [ROW] }),
    'PATCH /api/apartments/7/price': () => ({ body: ROW }),
    'PATCH /api/apartments/7/availability': () => ({ body: ROW }),
    'PATCH /api/apartments/7/details': () => ({ body: ROW }),
    'PATCH /api/apartments/7/photos': () => ({ body: ROW }),
    'DELETE /api/apartments/7': () => ({ status: 204 }),
    ...overrides,
  });
}

async function renderTable() {
  renderRoutes(routes, '/admin/apartments');
  return await screen.findByRole('row', { name: /Sunny flat in Karrada/ });
}

beforeAll(() => setTestLanguage('en'));
beforeEach(() => {
  vi.mocked(uploadPhoto).mockReset();
  URL.createObjectURL = vi.fn((file: Blob) => `blob:${(file as File).name}`);
  URL.revokeObjectURL = vi.fn();
});

describe('management table', () => {
  it('shows the columns, the price with its suffix, and asks for every listing of an admin', async () => {
    const { calls } = api();
    const row = await renderTable();
    for (const name of ['Title', 'Location', 'Price', 'Bedrooms', 'Status', 'Actions']) {
      expect(screen.getByRole('columnheader', { name })).toBeInTheDocument();
    }
    expect(within(row).getByText('1,500,000 IQD per month')).toBeInTheDocument();
    const url = calls.find((c) => c.path === '/api/apartments')?.url;
    expect(url?.searchParams.get('available')).toBe('all');
    expect(url?.searchParams.has('ownerId')).toBe(false);
  });

  it("scopes an owner's table to their own listings", async () => {
    const { calls } = api({}, USERS.owner);
    await renderTable();
    expect(calls.find((c) => c.path === '/api/apartments')?.url.searchParams.get('ownerId')).toBe(
      String(USERS.owner.id),
    );
  });

  it('saves a valid price typed with separators', async () => {
    const { calls } = api();
    await renderTable();
    await userEvent.click(screen.getByRole('button', { name: 'Edit the price of Sunny flat in Karrada' }));
    const input = screen.getByLabelText('New price for Sunny flat in Karrada');
    await userEvent.clear(input);
    await userEvent.type(input, '2,000,000');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Price updated successfully')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/apartments/7/price')?.body).toEqual({ price: 2_000_000 });
    expect(screen.queryByLabelText('New price for Sunny flat in Karrada')).not.toBeInTheDocument();
  });

  it.each(['abc', '0', '1.5'])(
    "refuses the price %j with 'Please enter a valid price' and sends nothing",
    async (typed) => {
      const { calls } = api();
      await renderTable();
      await userEvent.click(screen.getByRole('button', { name: 'Edit the price of Sunny flat in Karrada' }));
      const input = screen.getByLabelText('New price for Sunny flat in Karrada');
      await userEvent.clear(input);
      await userEvent.type(input, typed);
      await userEvent.click(screen.getByRole('button', { name: 'Save' }));
      expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid price');
      expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
      await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
      expect(screen.getByText('1,500,000 IQD per month')).toBeInTheDocument();
    },
  );

  it("shows 'Failed to update price' when the server refuses", async () => {
    api({ 'PATCH /api/apartments/7/price': () => ({ status: 500, body: { message: 'x', code: 'INTERNAL' } }) });
    await renderTable();
    await userEvent.click(screen.getByRole('button', { name: 'Edit the price of Sunny flat in Karrada' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to update price')).toBeInTheDocument();
  });

  it('toggles availability', async () => {
    const { calls } = api();
    await renderTable();
    await userEvent.click(screen.getByRole('switch', { name: 'Sunny flat in Karrada is available' }));
    expect(await screen.findByText('Availability updated successfully')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/apartments/7/availability')?.body).toEqual({ available: false });
  });

  it('asks an owner without a number for one in the edit dialog, and saves it on the account', async () => {
    const owner = { ...USERS.owner, phone: null, whatsapp: false };
    const { calls } = api(
      { 'PATCH /api/auth/user': () => ({ body: { ...owner, phone: '+9647701234567', whatsapp: true } }) },
      owner,
    );
    await renderTable();
    await userEvent.click(screen.getByRole('button', { name: 'Edit details of Sunny flat in Karrada' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit apartment details' });
    expect(within(dialog).getByRole('heading', { name: 'Add your mobile number' })).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Mobile number (optional)'), '0770-123-4567');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save number' }));
    expect(await screen.findByText('Your account was saved')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/auth/user' && c.method === 'PATCH')?.body).toEqual({
      phone: '+9647701234567',
      whatsapp: true,
    });
  });

  it.each([
    ['an owner who has a number', USERS.owner],
    ['an admin without one, on someone else’s listing', { ...USERS.admin, phone: null, whatsapp: false }],
  ])('does not ask %s', async (_who, user) => {
    api({}, user);
    await renderTable();
    await userEvent.click(screen.getByRole('button', { name: 'Edit details of Sunny flat in Karrada' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit apartment details' });
    expect(within(dialog).queryByText('Add your mobile number')).toBeNull();
  });

  it('edits the details in a dialog, reading an empty count as 0', async () => {
    const { calls } = api();
    await renderTable();
    await userEvent.click(screen.getByRole('button', { name: 'Edit details of Sunny flat in Karrada' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit apartment details' });
    await userEvent.clear(within(dialog).getByLabelText('Title (English)'));
    await userEvent.type(within(dialog).getByLabelText('Title (English)'), 'Bright flat');
    await userEvent.clear(within(dialog).getByLabelText('Bathrooms'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Apartment details updated successfully')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/apartments/7/details')?.body).toEqual({
      title_en: 'Bright flat',
      title_ar: ROW.title_ar,
      location_en: ROW.location_en,
      location_ar: ROW.location_ar,
      bedrooms: 3,
      bathrooms: 0,
      hide_phone: false,
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the details dialog open with the message of a too-short title', async () => {
    const { calls } = api();
    await renderTable();
    await userEvent.click(screen.getByRole('button', { name: 'Edit details of Sunny flat in Karrada' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.clear(within(dialog).getByLabelText('Title (English)'));
    await userEvent.type(within(dialog).getByLabelText('Title (English)'), 'abc');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('Title must be at least 5 characters')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
  });

  it('manages photos: refuses a bad URL, adds a good one and a file (uploaded on save), removes one, saves', async () => {
    vi.mocked(uploadPhoto).mockImplementation(async (_file, onProgress) => {
      onProgress?.(0.5);
      return '/uploads/0123456789abcdef01234567-1600.webp';
    });
    const { calls } = api();
    await renderTable();
    await userEvent.click(screen.getByRole('button', { name: 'Manage photos of Sunny flat in Karrada' }));
    const dialog = screen.getByRole('dialog', { name: 'Manage photos' });
    await userEvent.type(within(dialog).getByLabelText('Photo URL'), 'not a url');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please enter a valid photo URL');
    await userEvent.clear(within(dialog).getByLabelText('Photo URL'));
    await userEvent.type(within(dialog).getByLabelText('Photo URL'), 'https://photos.example/b.jpg');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await userEvent.upload(
      within(dialog).getByLabelText(/Choose photos/),
      new File(['x'], 'c.jpg', { type: 'image/jpeg' }),
    );
    expect(uploadPhoto).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove Photo 1' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save photos' }));
    expect(await screen.findByText('Photos updated successfully')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/apartments/7/photos')?.body).toEqual({
      photos: ['https://photos.example/b.jpg', '/uploads/0123456789abcdef01234567-1600.webp'],
    });
  });

  it('reorders photos by the buttons and makes one the cover (the first)', async () => {
    const photos = ['https://photos.example/a.jpg', 'https://photos.example/b.jpg', 'https://photos.example/c.jpg'];
    const { calls } = api({ 'GET /api/apartments': () => ({ body: [{ ...ROW, images: photos }] }) });
    await renderTable();
    await userEvent.click(screen.getByRole('button', { name: 'Manage photos of Sunny flat in Karrada' }));
    const dialog = screen.getByRole('dialog', { name: 'Manage photos' });
    const items = () => within(dialog).getAllByRole('listitem');
    expect(within(items()[0]!).getByText('Cover')).toBeInTheDocument();
    // Photo 3 becomes the cover; then the old cover moves one place later.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Make Photo 3 the cover' }));
    expect(within(items()[0]!).getByRole('img')).toHaveAttribute('src', photos[2]);
    await userEvent.click(within(items()[1]!).getByRole('button', { name: /later/ }));
    expect(items().map((item) => within(item).getByRole('img').getAttribute('src'))).toEqual([
      photos[2],
      photos[1],
      photos[0],
    ]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save photos' }));
    expect(await screen.findByText('Photos updated successfully')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/apartments/7/photos')?.body).toEqual({
      photos: [photos[2], photos[1], photos[0]],
    });
  });

  it('marks a photo that fails to upload, saves nothing, and uploads only it when saving again', async () => {
    vi.mocked(uploadPhoto)
      .mockImplementationOnce(async () => '/uploads/0123456789abcdef0123456a-1600.webp')
      .mockImplementationOnce(async () => {
        throw new TypeError('network');
      })
      .mockImplementationOnce(async () => '/uploads/0123456789abcdef0123456b-1600.webp');
    const { calls } = api();
    await renderTable();
    await userEvent.click(screen.getByRole('button', { name: 'Manage photos of Sunny flat in Karrada' }));
    const dialog = screen.getByRole('dialog', { name: 'Manage photos' });
    await userEvent.upload(within(dialog).getByLabelText(/Choose photos/), [
      new File(['x'], 'd.jpg', { type: 'image/jpeg' }),
      new File(['y'], 'e.jpg', { type: 'image/jpeg' }),
    ]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save photos' }));
    expect(await screen.findByText('Failed to upload photo')).toBeInTheDocument();
    expect(within(dialog).getByText('e.jpg did not upload')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/apartments/7/photos')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save photos' }));
    expect(await screen.findByText('Photos updated successfully')).toBeInTheDocument();
    expect(uploadPhoto).toHaveBeenCalledTimes(3);
    expect(vi.mocked(uploadPhoto).mock.calls.map(([file]) => file.name)).toEqual(['d.jpg', 'e.jpg', 'e.jpg']);
    expect(calls.find((c) => c.path === '/api/apartments/7/photos')?.body).toEqual({
      photos: [
        'https://photos.example/a.jpg',
        '/uploads/0123456789abcdef0123456a-1600.webp',
        '/uploads/0123456789abcdef0123456b-1600.webp',
      ],
    });
  });

  it('deletes after the spec’s confirmation', async () => {
    const { calls } = api();
    await renderTable();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Sunny flat in Karrada' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Are you sure you want to delete this property?' });
    expect(dialog).toHaveTextContent(
      'This action cannot be undone. This will permanently delete the property and remove all associated data including bookings.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Apartment deleted successfully')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/apartments/7')).toBe(true);
  });

  it("shows 'Failed to delete apartment' when deleting fails", async () => {
    api({ 'DELETE /api/apartments/7': () => ({ status: 403, body: { message: 'no', code: 'FORBIDDEN' } }) });
    await renderTable();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Sunny flat in Karrada' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete apartment')).toBeInTheDocument();
  });

  it('shows the count, loads the next page from the Link header and moves focus to its first row', async () => {
    const second = { ...ROW, id: 8, title_en: 'Quiet house in Mansour' };
    const { calls } = mockApi({
      'GET /api/auth/user': () => ({ body: USERS.admin }),
      'GET /api/apartments': (request): MockAnswer =>
        request.url.searchParams.get('cursor')
          ? { body: [second], headers: { 'x-total-count': '1234' } }
          : {
              body: [ROW],
              headers: { link: '</api/apartments?available=all&cursor=abc>; rel="next"', 'x-total-count': '1234' },
            },
    });
    await renderTable();
    expect(screen.getByText('1,234 listings')).toHaveAttribute('role', 'status');
    expect(calls.find((c) => c.path === '/api/apartments')?.url.searchParams.get('limit')).toBe('24');
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    const added = await screen.findByRole('row', { name: /Quiet house in Mansour/ });
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    await waitFor(() => expect(added).toContainElement(document.activeElement as HTMLElement));
  });

  it('searches by title or reference, keeps the search in the URL, and says when nothing matches', async () => {
    const { calls } = mockApi({
      'GET /api/auth/user': () => ({ body: USERS.admin }),
      'GET /api/apartments': (request) =>
        request.url.searchParams.get('q') === 'DAR-000007'
          ? { body: [ROW], headers: { 'x-total-count': '1' } }
          : request.url.searchParams.get('q')
            ? { body: [], headers: { 'x-total-count': '0' } }
            : { body: [ROW, { ...ROW, id: 8, title_en: 'Quiet house in Mansour' }], headers: { 'x-total-count': '2' } },
    });
    await renderTable();
    const search = screen.getByRole('searchbox', { name: 'Search by title or reference' });
    await userEvent.type(search, 'DAR-000007{Enter}');
    expect(await screen.findByText('1 listing')).toHaveAttribute('role', 'status');
    expect(screen.queryByText('Quiet house in Mansour')).not.toBeInTheDocument();
    const asked = calls.filter((c) => c.path === '/api/apartments').at(-1)!.url.searchParams;
    expect(asked.get('q')).toBe('DAR-000007');
    expect(asked.get('available')).toBe('all');
    await userEvent.clear(search);
    await userEvent.type(search, 'nowhere');
    expect(await screen.findByText('No listing matches “nowhere”')).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /Sunny flat/ })).not.toBeInTheDocument();
  });

  it('starts with the search of the URL, and follows it when a link changes it', async () => {
    const { calls } = api();
    renderRoutes(
      [
        {
          path: '/admin/apartments',
          element: (
            <>
              <Link to="/admin/apartments">All</Link>
              <ListingsTable />
            </>
          ),
        },
      ],
      '/admin/apartments?q=karrada',
    );
    await screen.findByRole('row', { name: /Sunny flat in Karrada/ });
    expect(screen.getByRole('searchbox')).toHaveValue('karrada');
    expect(calls.find((c) => c.path === '/api/apartments')?.url.searchParams.get('q')).toBe('karrada');
    await userEvent.click(screen.getByRole('link', { name: 'All' }));
    await waitFor(() => expect(screen.getByRole('searchbox')).toHaveValue(''));
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(
      calls
        .filter((c) => c.path === '/api/apartments')
        .at(-1)!
        .url.searchParams.has('q'),
    ).toBe(false);
  });

  it('links each row to the full edit page', async () => {
    api();
    const row = await renderTable();
    expect(within(row).getByRole('link', { name: 'Edit all of Sunny flat in Karrada' })).toHaveAttribute(
      'href',
      '/my-properties/7/edit',
    );
  });
});
