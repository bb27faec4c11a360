import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  APARTMENT,
  type MockAnswer,
  mockApi,
  renderRoutes,
  setTestLanguage,
  USERS,
} from '#web/test-utils/render-app.tsx';
import MyPropertiesPage from './my-properties-page.tsx';

const routes = [{ path: '/my-properties', element: <MyPropertiesPage /> }];

beforeAll(() => setTestLanguage('en'));

describe('/my-properties', () => {
  it('lists the owner’s properties, unavailable ones included, with links to view and edit', async () => {
    mockApi({
      'GET /api/auth/user': () => ({ body: USERS.owner }),
      'GET /api/apartments': () => ({ body: [APARTMENT] }),
    });
    renderRoutes(routes, '/my-properties');
    expect(await screen.findByRole('heading', { name: 'Sunny flat in Karrada' })).toBeInTheDocument();
    expect(screen.getByText('Not available')).toBeInTheDocument();
    expect(screen.getByText(/1,500,000 د.ع/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/my-properties/7/edit');
    expect(screen.getByRole('link', { name: 'Add New Property' })).toHaveAttribute('href', '/apartments/add');
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    // Every link a screen reader reaches says where it goes (the photo's duplicate link is hidden from it).
    for (const link of screen.getAllByRole('link')) expect(link).toHaveAccessibleName();
  });

  it('shows each property’s leads of the last 30 days', async () => {
    mockApi({
      'GET /api/auth/user': () => ({ body: USERS.owner }),
      'GET /api/apartments': () => ({ body: [APARTMENT] }),
      'GET /api/apartments/7/leads': () => ({
        body: { views: 120, contactReveals: 14, whatsappTaps: 9, enquiries: 3 },
      }),
    });
    renderRoutes(routes, '/my-properties');
    expect(await screen.findByText('120')).toBeInTheDocument();
    expect(screen.getByText('Last 30 days')).toBeInTheDocument();
    for (const [label, count] of [
      ['Views', '120'],
      ['Number shown', '14'],
      ['WhatsApp', '9'],
      ['Enquiries', '3'],
    ] as const) {
      expect(screen.getByText(label).closest('div')).toHaveTextContent(`${label}${count}`);
    }
  });

  it('shows the empty state', async () => {
    mockApi({ 'GET /api/auth/user': () => ({ body: USERS.owner }), 'GET /api/apartments': () => ({ body: [] }) });
    renderRoutes(routes, '/my-properties');
    expect(await screen.findByText("You haven't added any properties yet")).toBeInTheDocument();
    expect(screen.getByText('Add your first property to start your real estate journey')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Property Now' })).toHaveAttribute('href', '/apartments/add');
  });

  it('shows the error text when loading fails', async () => {
    mockApi({ 'GET /api/auth/user': () => ({ body: USERS.owner }), 'GET /api/apartments': () => ({ status: 500 }) });
    renderRoutes(routes, '/my-properties');
    expect(await screen.findByText('An error occurred loading properties')).toBeInTheDocument();
  });

  it('asks for the owner’s first page only, with the count, and loads more, focus on the first new card', async () => {
    const newer = { ...APARTMENT, id: 9, title_en: 'Quiet house in Mansour' };
    const { calls } = mockApi({
      'GET /api/auth/user': () => ({ body: USERS.owner }),
      'GET /api/apartments': (request): MockAnswer =>
        request.url.searchParams.get('cursor')
          ? { body: [newer], headers: { 'x-total-count': '2' } }
          : { body: [APARTMENT], headers: { link: '</api/apartments?cursor=abc>; rel="next"', 'x-total-count': '2' } },
    });
    renderRoutes(routes, '/my-properties');
    await screen.findByRole('heading', { name: 'Sunny flat in Karrada' });
    expect(screen.getByText('2 listings')).toHaveAttribute('role', 'status');
    const asked = calls.find((c) => c.path === '/api/apartments')!.url.searchParams;
    expect(Object.fromEntries(asked)).toEqual({ available: 'all', ownerId: String(USERS.owner.id), limit: '24' });
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    const card = (await screen.findByRole('heading', { name: 'Quiet house in Mansour' })).closest('li')!;
    await waitFor(() => expect(within(card).getByRole('link', { name: 'Quiet house in Mansour' })).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('searches the owner’s listings by title or reference', async () => {
    const { calls } = mockApi({
      'GET /api/auth/user': () => ({ body: USERS.owner }),
      'GET /api/apartments': (request) =>
        request.url.searchParams.get('q') ? { body: [], headers: { 'x-total-count': '0' } } : { body: [APARTMENT] },
    });
    renderRoutes(routes, '/my-properties');
    await screen.findByRole('heading', { name: 'Sunny flat in Karrada' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by title or reference' }), 'DAR-000999{Enter}');
    expect(await screen.findByText('No listing matches “DAR-000999”')).toBeInTheDocument();
    expect(screen.queryByText("You haven't added any properties yet")).not.toBeInTheDocument();
    const asked = calls.filter((c) => c.path === '/api/apartments').at(-1)!.url.searchParams;
    expect(asked.get('q')).toBe('DAR-000999');
    expect(asked.get('ownerId')).toBe(String(USERS.owner.id));
  });

  it('marks a listing hidden by moderation, with the admin’s reason', async () => {
    mockApi({
      'GET /api/auth/user': () => ({ body: USERS.owner }),
      'GET /api/apartments': () => ({
        body: [
          { ...APARTMENT, hidden: true, hiddenReason: 'Photos of another property' },
          { ...APARTMENT, id: 8, title_en: 'Held flat', hidden: true },
        ],
      }),
    });
    renderRoutes(routes, '/my-properties');
    const hidden = (await screen.findByRole('heading', { name: 'Sunny flat in Karrada' })).closest('article')!;
    expect(within(hidden).getByText('Hidden from the public')).toBeInTheDocument();
    expect(within(hidden).getByText('Reason: Photos of another property')).toBeInTheDocument();
    const held = screen.getByRole('heading', { name: 'Held flat' }).closest('article')!;
    expect(within(held).getByText('Held by moderation: only you and Dar’s admins see it.')).toBeInTheDocument();
  });
});
