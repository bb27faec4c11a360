import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useParams } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ListingJson } from '#common/listing-schemas.ts';
import { uploadPhoto } from '#web/features/photos/api/upload-photo.ts';
import { APARTMENT, mockApi, renderRoutes, setTestLanguage, USERS } from '#web/test-utils/render-app.tsx';
import EditListingPage from './edit-listing-page.tsx';

vi.mock('#web/features/photos/api/upload-photo.ts', () => ({ uploadPhoto: vi.fn() }));
vi.mock('#web/features/map/components/pin-map.tsx', () => ({ PinMap: () => null }));

const upload = vi.mocked(uploadPhoto);
const routes = [
  { path: '/my-properties/:id/edit', element: <EditListingPage /> },
  { path: '/apartments/:id', element: <ListingStub /> },
];

/** Where the owner lands after saving: the listing. */
function ListingStub() {
  return <p>listing page {useParams().id}</p>;
}

const LISTING: ListingJson = {
  ...APARTMENT,
  description_ar: 'ثلاث غرف قرب النهر، مطلية حديثًا وجاهزة للسكن.',
  amenities: ['wifi', 'ac'],
  images: ['/uploads/0123456789abcdef01234567-1600.webp', 'https://images.example/2.jpg'],
  latitude: 33.3,
  longitude: 44.4,
};

function api({ user = USERS.owner, listing = LISTING, saveStatus = 200 } = {}) {
  return mockApi({
    'GET /api/auth/user': () => ({ body: user }),
    'GET /api/apartments/7': () => ({ body: { ...listing, owner_first_name: 'Ali', phone_available: true } }),
    'PATCH /api/apartments/7': (request) =>
      saveStatus === 200
        ? { body: { ...listing, ...(request.body as object) } }
        : {
            status: saveStatus,
            body: { code: 'VALIDATION', message: 'x', fields: { area: 'Area must be positive' } },
          },
  });
}

const saved = (calls: { method: string; path: string; body: unknown }[]) =>
  calls.filter((call) => call.method === 'PATCH' && call.path === '/api/apartments/7').map((call) => call.body);

async function openTab(name: string) {
  await userEvent.click(await screen.findByRole('tab', { name: new RegExp(name) }));
}

beforeAll(() => setTestLanguage('en'));
beforeEach(() => {
  upload.mockReset();
  URL.createObjectURL = vi.fn((file: Blob) => `blob:${(file as File).name}`);
  URL.revokeObjectURL = vi.fn();
});

describe('/my-properties/:id/edit', () => {
  it('opens the add form filled in with the listing, its photos in order', async () => {
    api();
    renderRoutes(routes, '/my-properties/7/edit');
    expect(await screen.findByRole('heading', { name: 'Edit property' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Title (English)')).toHaveValue('Sunny flat in Karrada');
    expect(screen.getByLabelText('Description (Arabic)')).toHaveValue(LISTING.description_ar);
    expect(screen.getByLabelText('Price (IQD)')).toHaveValue('1500000');
    expect(screen.getByLabelText('Listing type')).toHaveValue('rent');
    expect(screen.getByLabelText('Bedrooms')).toHaveValue(3);
    expect(screen.getByLabelText('Area (m²)')).toHaveValue(140);
    expect(screen.getByLabelText('Available now')).not.toBeChecked();
    expect(screen.getByText('Latitude 33.300000, longitude 44.400000')).toBeInTheDocument();
    await openTab('Photos and amenities');
    expect(screen.getByLabelText('Wi-Fi')).toBeChecked();
    expect(screen.getByLabelText('Parking')).not.toBeChecked();
    const photos = screen.getAllByRole('img');
    expect(photos.map((img) => img.getAttribute('src'))).toEqual(LISTING.images);
    expect(photos[0]).toHaveAccessibleName('Photo 1');
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeInTheDocument();
  });

  it('sends only the fields that changed, then lands on the listing with a message', async () => {
    const { calls } = api();
    renderRoutes(routes, '/my-properties/7/edit');
    const description = await screen.findByLabelText('Description (English)');
    await userEvent.clear(description);
    await userEvent.type(description, 'Three rooms near the river, painted this spring.');
    await openTab('Property details');
    await userEvent.clear(screen.getByLabelText('Area (m²)'));
    await userEvent.type(screen.getByLabelText('Area (m²)'), '155');
    await openTab('Photos and amenities');
    // Unticked and ticked again: the same amenities in another order are no change.
    await userEvent.click(screen.getByLabelText('Wi-Fi'));
    await userEvent.click(screen.getByLabelText('Wi-Fi'));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('listing page 7')).toBeInTheDocument();
    expect(saved(calls)).toEqual([{ description_en: 'Three rooms near the river, painted this spring.', area: 155 }]);
    expect(screen.getByText('Your property has been updated successfully.')).toBeInTheDocument();
  });

  it('removes, reorders and adds photos: uploads the new one and sends the new order', async () => {
    upload.mockResolvedValue('/uploads/fedcba9876543210fedcba98-1600.webp');
    const { calls } = api();
    renderRoutes(routes, '/my-properties/7/edit');
    await openTab('Photos and amenities');
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Photo 1' }));
    fireEvent.change(document.querySelector('input[type=file]') as HTMLInputElement, {
      target: { files: [new File(['n'], 'new.jpg', { type: 'image/jpeg' })] },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Make new.jpg the cover' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('listing page 7')).toBeInTheDocument();
    expect(saved(calls)).toEqual([
      { images: ['/uploads/fedcba9876543210fedcba98-1600.webp', 'https://images.example/2.jpg'] },
    ]);
  });

  it('sends nothing when nothing changed, and still lands on the listing', async () => {
    const { calls } = api();
    renderRoutes(routes, '/my-properties/7/edit');
    await userEvent.click(await screen.findByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('listing page 7')).toBeInTheDocument();
    expect(saved(calls)).toEqual([]);
  });

  it("shows the server's field message on its tab and stays", async () => {
    api({ saveStatus: 400 });
    renderRoutes(routes, '/my-properties/7/edit');
    await openTab('Property details');
    await userEvent.clear(await screen.findByLabelText('Bedrooms'));
    await userEvent.type(screen.getByLabelText('Bedrooms'), '4');
    await openTab('Basic info');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Area must be positive')).toBeVisible();
    expect(screen.queryByText('listing page 7')).not.toBeInTheDocument();
  });

  it("lets an admin edit another owner's listing, and tells another owner it is not theirs", async () => {
    api({ user: USERS.admin });
    const { unmount } = renderRoutes(routes, '/my-properties/7/edit');
    expect(await screen.findByLabelText('Title (English)')).toHaveValue('Sunny flat in Karrada');
    unmount();
    api({ user: { ...USERS.owner, id: 99 } });
    renderRoutes(routes, '/my-properties/7/edit');
    expect(await screen.findByRole('alert')).toHaveTextContent('You can edit only your own properties.');
    expect(screen.queryByLabelText('Title (English)')).not.toBeInTheDocument();
  });
});
