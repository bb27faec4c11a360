import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { APARTMENT, USERS } from '#web/test-utils/fixtures.ts';
import { type MockAnswer, mockApi, renderRoutes, setTestLanguage } from '#web/test-utils/render-app.tsx';
import { useParams } from 'react-router';
import { ApiError } from '#web/lib/api-client.ts';
import { uploadPhoto } from '#web/features/photos/api/upload-photo.ts';
import { AddPropertyForm } from './add-listing-form.tsx';

vi.mock('#web/features/photos/api/upload-photo.ts', () => ({ uploadPhoto: vi.fn() }));
// Leaflet needs a real layout engine; the map's own behaviour is covered in the browser.
vi.mock('#web/features/map/components/pin-map.tsx', () => ({
  PinMap: ({ onPick }: { onPick: (p: { latitude: number; longitude: number }) => void }) => (
    <button type="button" onClick={() => onPick({ latitude: 33.31234567, longitude: 44.36612345 })}>
      fake map
    </button>
  ),
}));

const upload = vi.mocked(uploadPhoto);
const routes = [
  { path: '/apartments/add', element: <AddPropertyForm /> },
  { path: '/apartments/:id', element: <ListingStub /> },
];

/** Where the owner lands after publishing: the new listing. */
function ListingStub() {
  return <p>listing page {useParams().id}</p>;
}
const events: string[] = [];

function api(createAnswer: { status?: number; body?: unknown } = { status: 201 }) {
  return mockApi({
    'GET /api/auth/user': () => ({ body: USERS.owner }),
    'POST /api/apartments': (request) => {
      events.push('create');
      return {
        status: createAnswer.status,
        body: createAnswer.body ?? { ...APARTMENT, ...(request.body as object), id: 9 },
      };
    },
  });
}

async function openTab(name: string) {
  await userEvent.click(screen.getByRole('tab', { name: new RegExp(name) }));
}

/** A valid form: in English and Arabic, or only in Kurdish. */
async function fillValidForm({ ku = false } = {}) {
  if (ku) {
    await userEvent.type(screen.getByLabelText('Title (Kurdish)'), 'خانووی خێزانی لە ئەنکاوە');
    await userEvent.type(screen.getByLabelText('Description (Kurdish)'), 'سێ ژووری نووستن و باخچەیەکی گەورە.');
  } else {
    await userEvent.type(screen.getByLabelText('Title (English)'), 'Sunny flat in Karrada');
    await userEvent.type(screen.getByLabelText('Title (Arabic)'), 'شقة مشمسة في الكرادة');
    await userEvent.type(screen.getByLabelText('Description (English)'), 'Three rooms near the river, newly painted.');
    await userEvent.type(screen.getByLabelText('Description (Arabic)'), 'ثلاث غرف قرب النهر، مطلية حديثًا وجاهزة.');
  }
  await userEvent.clear(screen.getByLabelText('Price (IQD)'));
  await userEvent.type(screen.getByLabelText('Price (IQD)'), '١٬٥٠٠٬٠٠٠');
  await openTab('Property details');
  await userEvent.clear(screen.getByLabelText('Area (m²)'));
  await userEvent.type(screen.getByLabelText('Area (m²)'), '120');
  await openTab('Location map');
  await userEvent.selectOptions(screen.getByLabelText('Choose a place'), 'karrada');
}

/** A valid form with these photos chosen. */
async function fillFormWithPhotos(names: string[]) {
  await fillValidForm();
  await openTab('Photos and amenities');
  fireEvent.change(document.querySelector('input[type=file]') as HTMLInputElement, {
    target: { files: names.map((name) => new File([name], name, { type: 'image/jpeg' })) },
  });
}

function createBody(calls: { path: string; body: unknown }[]) {
  return calls.find((c) => c.path === '/api/apartments')?.body as Record<string, unknown> | undefined;
}

beforeAll(() => setTestLanguage('en'));
beforeEach(() => {
  events.length = 0;
  upload.mockReset();
  URL.createObjectURL = vi.fn((file: Blob) => `blob:${(file as File).name}`);
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

describe('add-property form', () => {
  it('starts with the spec defaults', () => {
    api();
    renderRoutes(routes, '/apartments/add');
    expect(screen.getByLabelText('Price (IQD)')).toHaveValue('0');
    expect(screen.getByLabelText('Listing type')).toHaveValue('rent');
    expect(screen.getByLabelText('Rental type')).toHaveValue('long');
    expect(screen.getByLabelText('Bedrooms')).toHaveValue(1);
    expect(screen.getByLabelText('Bathrooms')).toHaveValue(1);
    expect(screen.getByLabelText('Area (m²)')).toHaveValue(0);
    expect(screen.getByLabelText('Available now')).toBeChecked();
  });

  it('shows every validation message of the spec and sends nothing', async () => {
    const { calls } = api();
    renderRoutes(routes, '/apartments/add');
    await openTab('Property details');
    await userEvent.clear(screen.getByLabelText('Bedrooms'));
    await userEvent.type(screen.getByLabelText('Bedrooms'), '-1');
    await userEvent.clear(screen.getByLabelText('Bathrooms'));
    await userEvent.type(screen.getByLabelText('Bathrooms'), '-2');
    await userEvent.click(screen.getByRole('button', { name: 'Add property' }));
    // The first tab with an error opens by itself; with no text at all, one message at the first text field.
    expect(screen.getByLabelText('Title (Arabic)')).toHaveAccessibleDescription(
      'Write the title and description in at least one language',
    );
    for (const message of [
      'Price must be positive',
      'Bedrooms must be 0 or more',
      'Bathrooms must be 0 or more',
      'Area must be positive',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(screen.getAllByText('This field is required')).toHaveLength(2);
    expect(calls.some((c) => c.path === '/api/apartments')).toBe(false);
  });

  it('publishes a listing written only in Kurdish, the other texts empty', async () => {
    const { calls } = api();
    renderRoutes(routes, '/apartments/add');
    const title = screen.getByLabelText('Title (Kurdish)');
    expect(title).toHaveAttribute('dir', 'rtl');
    expect(title).toHaveAttribute('lang', 'ckb');
    expect(screen.getByLabelText('Description (Kurdish)')).toHaveAttribute('lang', 'ckb');
    await fillValidForm({ ku: true });
    await userEvent.click(screen.getByRole('button', { name: 'Add property' }));
    expect(await screen.findByText('listing page 9')).toBeInTheDocument();
    expect(createBody(calls)).toMatchObject({
      title_ku: 'خانووی خێزانی لە ئەنکاوە',
      description_ku: 'سێ ژووری نووستن و باخچەیەکی گەورە.',
      title_ar: '',
      title_en: '',
      description_ar: '',
      description_en: '',
    });
  });

  it('puts each text message next to its own field', async () => {
    const { calls } = api();
    renderRoutes(routes, '/apartments/add');
    await userEvent.type(screen.getByLabelText('Title (Kurdish)'), 'خانوو');
    await userEvent.type(screen.getByLabelText('Description (Kurdish)'), 'کورت');
    await userEvent.type(screen.getByLabelText('Title (English)'), 'Garden house in Ankawa');
    await userEvent.click(screen.getByRole('button', { name: 'Add property' }));
    expect(await screen.findByLabelText('Description (Kurdish)')).toHaveAccessibleDescription(
      'Description must be at least 20 characters',
    );
    // Five letters is a title; the English title lacks its description while no language is complete.
    expect(screen.getByLabelText('Title (Kurdish)')).not.toHaveAccessibleDescription();
    expect(screen.getByLabelText('Description (English)')).toHaveAccessibleDescription(
      'Description must be at least 20 characters',
    );
    expect(screen.getByLabelText('Title (Arabic)')).not.toHaveAccessibleDescription();
    expect(calls.some((c) => c.path === '/api/apartments')).toBe(false);
  });

  it('takes back a message the rule no longer gives when another text changes', async () => {
    api();
    renderRoutes(routes, '/apartments/add');
    await userEvent.type(screen.getByLabelText('Title (English)'), 'Garden house in Ankawa');
    await userEvent.click(screen.getByRole('button', { name: 'Add property' }));
    // An English title alone: its description is asked for.
    expect(await screen.findByLabelText('Description (English)')).toHaveAccessibleDescription(
      'Description must be at least 20 characters',
    );
    // The owner writes in Kurdish instead and empties the English title: nothing is asked of English.
    await userEvent.clear(screen.getByLabelText('Title (English)'));
    await userEvent.type(screen.getByLabelText('Title (Kurdish)'), 'خانووی خێزانی لە ئەنکاوە');
    await userEvent.type(screen.getByLabelText('Description (Kurdish)'), 'سێ ژووری نووستن و باخچەیەکی گەورە.');
    await waitFor(() => expect(screen.getByLabelText('Description (English)')).not.toHaveAccessibleDescription());
  });

  it("reads a price that isn't a number as 'Please enter a valid price'", async () => {
    api();
    renderRoutes(routes, '/apartments/add');
    await userEvent.clear(screen.getByLabelText('Price (IQD)'));
    await userEvent.type(screen.getByLabelText('Price (IQD)'), '12abc');
    await userEvent.click(screen.getByRole('button', { name: 'Add property' }));
    expect(await screen.findByText('Please enter a valid price')).toBeInTheDocument();
  });

  it('shows the rental type only for rent, and payment fields for credit sales', async () => {
    api();
    renderRoutes(routes, '/apartments/add');
    await userEvent.selectOptions(screen.getByLabelText('Listing type'), 'sale');
    expect(screen.queryByLabelText('Rental type')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Down payment (%)')).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Payment type'), 'credit');
    expect(screen.getByLabelText('Down payment (%)')).toHaveValue(20);
    expect(screen.getByLabelText('Payment years')).toHaveValue(10);
    await userEvent.selectOptions(screen.getByLabelText('Listing type'), 'land');
    expect(screen.queryByLabelText('Payment type')).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Listing type'), 'rent');
    expect(screen.getByLabelText('Rental type')).toHaveValue('long');
  });

  it('fills both locations from the place list and shows the pin with 6 decimals', async () => {
    api();
    renderRoutes(routes, '/apartments/add');
    await openTab('Location map');
    await userEvent.selectOptions(screen.getByLabelText('Choose a place'), 'erbil');
    expect(screen.getByLabelText('Location (English)')).toHaveValue('Erbil');
    expect(screen.getByLabelText('Location (Arabic)')).toHaveValue('أربيل');
    await userEvent.click(await screen.findByRole('button', { name: 'fake map' }));
    expect(screen.getByText('Latitude 33.312346, longitude 44.366123')).toBeInTheDocument();
  });

  it('uploads every photo first, then creates the listing with their URLs, then lands on it', async () => {
    upload.mockImplementation(async (file: File) => {
      events.push(`upload ${file.name}`);
      return `/uploads/${file.name}`;
    });
    const { calls } = api();
    renderRoutes(routes, '/apartments/add');
    await fillValidForm();
    await openTab('Photos and amenities');
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, {
      target: {
        files: [new File(['a'], 'a.jpg', { type: 'image/jpeg' }), new File(['b'], 'b.jpg', { type: 'image/jpeg' })],
      },
    });
    expect(screen.getByRole('img', { name: 'a.jpg' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove b.jpg' }));
    fireEvent.change(input, { target: { files: [new File(['c'], 'c.jpg', { type: 'image/jpeg' })] } });
    await userEvent.click(screen.getByLabelText('Wi-Fi'));
    await userEvent.click(screen.getByRole('button', { name: 'Add property' }));
    expect(await screen.findByText('listing page 9')).toBeInTheDocument();
    expect(events).toEqual(['upload a.jpg', 'upload c.jpg', 'create']);
    expect(createBody(calls)).toMatchObject({
      title_en: 'Sunny flat in Karrada',
      price: 1_500_000,
      listing_type: 'rent',
      rental_type: 'long',
      payment_type: 'full',
      location_en: 'Karrada, Baghdad',
      location_ar: 'الكرادة، بغداد',
      area: 120,
      amenities: ['wifi'],
      images: ['/uploads/a.jpg', '/uploads/c.jpg'],
      available: true,
    });
    expect(screen.getByText('Your property has been listed successfully.')).toBeInTheDocument();
  });

  it('sends a sale without a rental type', async () => {
    const { calls } = api();
    renderRoutes(routes, '/apartments/add');
    await userEvent.selectOptions(screen.getByLabelText('Listing type'), 'sale');
    await fillValidForm();
    await userEvent.click(screen.getByRole('button', { name: 'Add property' }));
    expect(await screen.findByText('listing page 9')).toBeInTheDocument();
    expect(createBody(calls)).toMatchObject({ listing_type: 'sale', rental_type: null, images: [] });
  });

  it('says the upload failed and still creates the listing without photos', async () => {
    upload.mockImplementation(async () => {
      throw new Error('network');
    });
    let release: (answer: MockAnswer) => void = () => {};
    const { calls } = mockApi({
      'GET /api/auth/user': () => ({ body: USERS.owner }),
      'POST /api/apartments': () => new Promise((resolve) => (release = resolve)),
    });
    renderRoutes(routes, '/apartments/add');
    await fillValidForm();
    await openTab('Photos and amenities');
    fireEvent.change(document.querySelector('input[type=file]') as HTMLInputElement, {
      target: { files: [new File(['a'], 'a.jpg', { type: 'image/jpeg' })] },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Add property' }));
    expect(await screen.findByText('Failed to upload photos. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submitting…' })).toBeDisabled();
    release({ status: 201, body: APARTMENT });
    expect(await screen.findByText('listing page 7')).toBeInTheDocument();
    expect(createBody(calls)?.images).toEqual([]);
  });

  it('tries a photo again after a network failure, and keeps the others when one is refused', async () => {
    const tries: string[] = [];
    upload.mockImplementation(async (file: File) => {
      tries.push(file.name);
      if (file.name === 'a.jpg' && tries.filter((name) => name === 'a.jpg').length === 1) {
        throw new ApiError(0, 'Failed to upload photo');
      }
      if (file.name === 'b.jpg') throw new ApiError(415, 'Unsupported');
      return `/uploads/${file.name}`;
    });
    const { calls } = api();
    renderRoutes(routes, '/apartments/add');
    await fillFormWithPhotos(['a.jpg', 'b.jpg', 'c.jpg']);
    await userEvent.click(screen.getByRole('button', { name: 'Add property' }));
    expect(await screen.findByText('listing page 9', {}, { timeout: 3000 })).toBeInTheDocument();
    // a.jpg twice (the network dropped it once), b.jpg once (refused: no point in trying again).
    expect(tries).toEqual(['a.jpg', 'a.jpg', 'b.jpg', 'c.jpg']);
    expect(createBody(calls)?.images).toEqual(['/uploads/a.jpg', '/uploads/c.jpg']);
    expect(screen.getByText('Failed to upload photos. Please try again.')).toBeInTheDocument();
  });

  it('sends the photos in the order the owner chose, the cover first', async () => {
    upload.mockImplementation(async (file: File) => `/uploads/${file.name}`);
    const { calls } = api();
    renderRoutes(routes, '/apartments/add');
    await fillFormWithPhotos(['a.jpg', 'b.jpg', 'c.jpg']);
    expect(screen.getByRole('button', { name: 'Move a.jpg earlier' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Make b.jpg the cover' }));
    await userEvent.click(screen.getByRole('button', { name: 'Move a.jpg later' }));
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual(['b.jpg', 'c.jpg', 'a.jpg']);
    expect(screen.queryByRole('button', { name: 'Make b.jpg the cover' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add property' }));
    expect(await screen.findByText('listing page 9')).toBeInTheDocument();
    expect(createBody(calls)?.images).toEqual(['/uploads/b.jpg', '/uploads/c.jpg', '/uploads/a.jpg']);
  });

  it('shows the creation failure toast, keeps the form and re-enables submit', async () => {
    api({ status: 500, body: { message: 'Something went wrong', code: 'INTERNAL' } });
    renderRoutes(routes, '/apartments/add');
    await fillValidForm();
    const submit = screen.getByRole('button', { name: 'Add property' });
    await userEvent.click(submit);
    const toast = await screen.findByText('Failed to create listing. Please try again.');
    expect(within(toast.closest('li') as HTMLElement).getByText('Error')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add property' })).toBeEnabled());
    expect(screen.queryByText(/listing page/)).not.toBeInTheDocument();
  });
});
