import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { type MockAnswer, mockApi, renderRoutes, setTestLanguage, USERS } from '#web/test-utils/render-app.tsx';
import type { NotificationJson } from '#common/notifications.ts';
import { NotificationBell } from './notification-bell.tsx';

const UNREAD: NotificationJson = {
  id: 1,
  title: 'Price drop',
  message: 'Sunny flat in Karrada is now 25% cheaper: 1,125,000 IQD',
  type: 'price_drop',
  apartmentId: 7,
  read: false,
  createdAt: '2026-01-02T00:00:00.000Z',
  params: {},
};
const READ: NotificationJson = {
  id: 2,
  title: 'New Land in Najaf',
  message: 'A new plot matches your saved search',
  type: 'new_listing',
  apartmentId: null,
  read: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  params: {},
};

const routes = [
  { path: '/', element: <NotificationBell /> },
  { path: '/notification-preferences', element: <p>preferences page</p> },
];

function api(items: NotificationJson[], overrides: Record<string, () => MockAnswer> = {}) {
  return mockApi({
    'GET /api/auth/user': () => ({ body: USERS.renter }),
    'GET /api/notifications': () => ({
      body: items,
      headers: { 'x-unread-count': String(items.filter((n) => !n.read).length) },
    }),
    ...overrides,
  });
}

async function openBell(name: RegExp = /Notifications/) {
  await userEvent.click(await screen.findByRole('button', { name }));
  return screen.findByRole('dialog');
}

beforeAll(() => setTestLanguage('en'));

describe('notification bell', () => {
  it('shows the unread count in a red badge and shakes while there are unread notifications', async () => {
    api([UNREAD, READ]);
    renderRoutes(routes, '/');
    const bell = await screen.findByRole('button', { name: 'Notifications (1 unread)' });
    expect(within(bell).getByTestId('unread-badge')).toHaveTextContent('1');
    expect(within(bell).getByTestId('unread-badge')).toHaveClass('bg-red-600');
    expect(bell.querySelector('svg')?.getAttribute('class')).toContain('motion-safe:animate-[bell-shake_10s');
  });

  it('has no badge and no shake when everything is read', async () => {
    api([READ]);
    renderRoutes(routes, '/');
    const bell = await screen.findByRole('button', { name: 'Notifications' });
    expect(within(bell).queryByTestId('unread-badge')).not.toBeInTheDocument();
    expect(bell.querySelector('svg')?.getAttribute('class')).not.toContain('bell-shake');
  });

  it('lists title, message, the property link, mark-as-read only while unread, and styles urgency from the message', async () => {
    api([UNREAD, READ]);
    renderRoutes(routes, '/');
    const panel = await openBell(/1 unread/);
    const items = within(panel).getAllByRole('listitem');
    const [first, second] = items as [HTMLElement, HTMLElement];
    expect(first).toHaveTextContent('Sunny flat in Karrada is now 25% cheaper');
    expect(first).toHaveAttribute('data-urgency', 'urgent');
    expect(first).toHaveClass('border-s-red-600', 'bg-brand-50');
    expect(within(first).getByRole('link', { name: 'View property' })).toHaveAttribute('href', '/apartments/7');
    expect(within(first).getByRole('button', { name: 'Mark as read' })).toBeInTheDocument();
    expect(second).toHaveAttribute('data-kind', 'land');
    expect(second).not.toHaveClass('bg-brand-50');
    expect(within(second).queryByRole('button', { name: 'Mark as read' })).not.toBeInTheDocument();
    expect(within(second).queryByRole('link', { name: 'View property' })).not.toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Manage notification preferences' })).toHaveAttribute(
      'href',
      '/notification-preferences',
    );
  });

  it('marks as read and refreshes the list', async () => {
    let items = [UNREAD];
    const { calls } = mockApi({
      'GET /api/auth/user': () => ({ body: USERS.renter }),
      'GET /api/notifications': () => ({ body: items }),
      'PATCH /api/notifications/1/read': () => {
        items = [{ ...UNREAD, read: true }];
        return { body: items[0] };
      },
    });
    renderRoutes(routes, '/');
    const panel = await openBell(/1 unread/);
    await userEvent.click(within(panel).getByRole('button', { name: 'Mark as read' }));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Mark as read' })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/notifications')).toHaveLength(2);
  });

  it("shows 'Failed to mark notification as read' when it fails", async () => {
    api([UNREAD], { 'PATCH /api/notifications/1/read': () => ({ status: 500 }) });
    renderRoutes(routes, '/');
    const panel = await openBell(/1 unread/);
    await userEvent.click(within(panel).getByRole('button', { name: 'Mark as read' }));
    expect(await screen.findByText('Failed to mark notification as read')).toBeInTheDocument();
  });

  it('deletes with the success toast, then shows the empty state', async () => {
    let items = [UNREAD];
    mockApi({
      'GET /api/auth/user': () => ({ body: USERS.renter }),
      'GET /api/notifications': () => ({ body: items }),
      'DELETE /api/notifications/1': () => {
        items = [];
        return { status: 204 };
      },
    });
    renderRoutes(routes, '/');
    const panel = await openBell(/1 unread/);
    await userEvent.click(within(panel).getByRole('button', { name: 'Delete notification: Price drop' }));
    expect(await screen.findByText('Notification deleted')).toBeInTheDocument();
    expect(await within(panel).findByText('No notifications yet')).toBeInTheDocument();
  });

  it("shows 'Failed to delete notification' when deleting fails", async () => {
    api([UNREAD], {
      'DELETE /api/notifications/1': () => ({ status: 404, body: { message: 'Not found', code: 'NOT_FOUND' } }),
    });
    renderRoutes(routes, '/');
    const panel = await openBell(/1 unread/);
    await userEvent.click(within(panel).getByRole('button', { name: 'Delete notification: Price drop' }));
    expect(await screen.findByText('Failed to delete notification')).toBeInTheDocument();
  });

  it('leads from the empty state to the preferences', async () => {
    api([]);
    const { history } = renderRoutes(routes, '/');
    const panel = await openBell();
    await userEvent.click(within(panel).getByRole('link', { name: 'Choose what to be told about' }));
    expect(history.location.pathname).toBe('/notification-preferences');
  });

  it('refreshes when the server announces a notification on its event stream', async () => {
    const streams: { url: string; listeners: Record<string, () => void>; closed: boolean }[] = [];
    vi.stubGlobal(
      'EventSource',
      class {
        readonly entry;
        constructor(url: string) {
          this.entry = { url, listeners: {} as Record<string, () => void>, closed: false };
          streams.push(this.entry);
        }
        addEventListener(type: string, listener: () => void) {
          this.entry.listeners[type] = listener;
        }
        close() {
          this.entry.closed = true;
        }
      },
    );
    let items: NotificationJson[] = [];
    mockApi({
      'GET /api/auth/user': () => ({ body: USERS.renter }),
      'GET /api/notifications': () => ({ body: items }),
    });
    const view = renderRoutes(routes, '/');
    await waitFor(() => expect(streams[0]?.url).toBe('/api/notifications/stream?lang=en'));
    items = [UNREAD];
    streams[0]?.listeners.notification?.();
    expect(await screen.findByRole('button', { name: 'Notifications (1 unread)' })).toBeInTheDocument();
    view.unmount();
    expect(streams[0]?.closed).toBe(true);
    vi.unstubAllGlobals();
  });

  it("shows a viewing request's message and the seeker's phone with call and WhatsApp links", async () => {
    const request: NotificationJson = {
      ...UNREAD,
      id: 3,
      type: 'other',
      title: 'New viewing request for Plot in Kufa',
      message: 'Zainab Ali (0770 999 8888) asked to view Plot in Kufa.',
      params: { kind: 'viewing', phone: '0770 999 8888', message: 'Can I come on Friday?' },
    };
    api([request]);
    renderRoutes(routes, '/');
    const dialog = await openBell(/Notifications/);
    expect(within(dialog).getByText('Can I come on Friday?')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: /0770 999 8888/ })).toHaveAttribute('href', 'tel:+9647709998888');
    expect(within(dialog).getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
      'href',
      'https://wa.me/9647709998888',
    );
  });
});
