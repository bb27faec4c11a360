import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { InboxMessageJson } from '#common/contact.ts';
import { type MockAnswer, mockApi, renderRoutes, setTestLanguage, USERS } from '#web/test-utils/render-app.tsx';
import { MessagesInbox } from './messages-inbox.tsx';

const UNREAD: InboxMessageJson = {
  id: 9,
  userId: null,
  name: 'Noor Hassan',
  email: 'noor@example.iq',
  phone: '0770 123 4567',
  message: 'Is the flat in Karrada still free?',
  createdAt: '2026-11-20T10:00:00.000Z',
  handled: false,
  handledAt: null,
};
const HANDLED: InboxMessageJson = {
  ...UNREAD,
  id: 8,
  name: 'Omar Ali',
  email: 'omar@example.iq',
  phone: '',
  message: 'Thank you for the quick answer.',
  handled: true,
  handledAt: '2026-11-21T10:00:00.000Z',
};

const routes = [{ path: '/admin/messages', element: <MessagesInbox /> }];

beforeAll(() => setTestLanguage('en'));

describe('the admins’ inbox', () => {
  it('lists messages with their unread state, call, WhatsApp and mailto: reply, and the next page', async () => {
    mockApi({
      'GET /api/auth/user': () => ({ body: USERS.admin }),
      'GET /api/admin/messages': (request): MockAnswer =>
        request.url.searchParams.has('cursor')
          ? { body: [{ ...HANDLED, id: 3, name: 'Older Sender' }], headers: { 'x-unread-count': '1' } }
          : {
              body: [UNREAD, HANDLED],
              headers: { 'x-unread-count': '1', link: '</api/admin/messages?limit=50&cursor=8>; rel="next"' },
            },
    });
    renderRoutes(routes, '/admin/messages');
    expect(await screen.findByText('1 message waiting for an answer')).toBeInTheDocument();
    const [first, second] = screen.getAllByRole('listitem');
    expect(within(first!).getByText('New')).toBeInTheDocument();
    expect(within(first!).getByText('Unread:')).toHaveClass('sr-only');
    expect(within(first!).getByText('Is the flat in Karrada still free?')).toBeInTheDocument();
    expect(within(first!).getByRole('link', { name: 'Reply to Noor Hassan by email' })).toHaveAttribute(
      'href',
      'mailto:noor@example.iq?subject=Your%20message%20to%20Dar',
    );
    expect(within(first!).getByRole('link', { name: 'Call Noor Hassan on 0770 123 4567' })).toHaveAttribute(
      'href',
      'tel:+9647701234567',
    );
    expect(within(first!).getByRole('link', { name: 'Message Noor Hassan on WhatsApp' })).toHaveAttribute(
      'href',
      'https://wa.me/9647701234567',
    );
    expect(within(second!).getByText('Handled')).toBeInTheDocument();
    // Without a phone there is nothing to call.
    expect(within(second!).queryByRole('link', { name: /Call/ })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Older Sender')).toBeInTheDocument();
  });

  it('marks a message handled', async () => {
    const { calls } = mockApi({
      'GET /api/auth/user': () => ({ body: USERS.admin }),
      'GET /api/admin/messages': () => ({ body: [UNREAD], headers: { 'x-unread-count': '1' } }),
      'PATCH /api/admin/messages/9': () => ({ body: { ...UNREAD, handled: true, handledAt: UNREAD.createdAt } }),
    });
    renderRoutes(routes, '/admin/messages');
    await userEvent.click(await screen.findByRole('button', { name: 'Mark handled' }));
    await screen.findByRole('button', { name: 'Mark handled' });
    expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({
      path: '/api/admin/messages/9',
      body: { handled: true },
    });
  });
});
