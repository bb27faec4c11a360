import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { APARTMENT, mockApi, renderRoutes, setTestLanguage, USERS } from '#web/test-utils/render-app.tsx';
import MyPropertiesPage from './my-properties-page.tsx';

const routes = [{ path: '/my-properties', element: <MyPropertiesPage /> }];

beforeAll(() => setTestLanguage('en'));

describe('/my-properties', () => {
  it('lists the owner’s properties, unavailable ones included, with links to view and edit', async () => {
    mockApi({
      'GET /api/auth/user': () => ({ body: USERS.owner }),
      'GET /api/myproperties': () => ({ body: [APARTMENT] }),
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
      'GET /api/myproperties': () => ({ body: [APARTMENT] }),
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
    mockApi({ 'GET /api/auth/user': () => ({ body: USERS.owner }), 'GET /api/myproperties': () => ({ body: [] }) });
    renderRoutes(routes, '/my-properties');
    expect(await screen.findByText("You haven't added any properties yet")).toBeInTheDocument();
    expect(screen.getByText('Add your first property to start your real estate journey')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Property Now' })).toHaveAttribute('href', '/apartments/add');
  });

  it('shows the error text when loading fails', async () => {
    mockApi({ 'GET /api/auth/user': () => ({ body: USERS.owner }), 'GET /api/myproperties': () => ({ status: 500 }) });
    renderRoutes(routes, '/my-properties');
    expect(await screen.findByText('An error occurred loading properties')).toBeInTheDocument();
  });
});
