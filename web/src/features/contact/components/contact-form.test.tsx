import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { mockApi, renderRoutes, setTestLanguage } from '#web/test-utils/render-app.tsx';
import { ContactForm } from './contact-form.tsx';

const routes = [{ path: '/contact', element: <ContactForm /> }];

beforeAll(() => setTestLanguage('en'));

describe('contact form', () => {
  it('sends the message, thanks the user and clears the form', async () => {
    const { calls } = mockApi({
      'POST /api/contact': (request) => ({
        status: 201,
        body: { id: 1, userId: null, createdAt: '2026-01-01T00:00:00.000Z', ...(request.body as object) },
      }),
    });
    renderRoutes(routes, '/contact');
    expect(screen.getByLabelText('Message')).toHaveAttribute('rows', '5');
    await userEvent.type(screen.getByLabelText('Name'), 'Noor');
    await userEvent.type(screen.getByLabelText('Email'), 'noor@example.iq');
    await userEvent.type(screen.getByLabelText('Phone (optional)'), '0770 123 4567');
    await userEvent.type(screen.getByLabelText('Message'), 'Is the Karrada flat still free?');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Message sent')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/contact')?.body).toEqual({
      name: 'Noor',
      email: 'noor@example.iq',
      phone: '0770 123 4567',
      message: 'Is the Karrada flat still free?',
    });
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });

  it('shows the field messages and sends nothing', async () => {
    const { calls } = mockApi({});
    renderRoutes(routes, '/contact');
    await userEvent.type(screen.getByLabelText('Phone (optional)'), 'abc');
    await userEvent.type(screen.getByLabelText('Message'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid phone number')).toBeInTheDocument();
    expect(screen.getByText('Message must be 10 to 5000 characters')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('shows the server’s field errors and the rate-limit message', async () => {
    mockApi({
      'POST /api/contact': () => ({
        status: 429,
        body: { message: 'Too many attempts. Please wait and try again.', code: 'RATE_LIMITED' },
      }),
    });
    renderRoutes(routes, '/contact');
    await userEvent.type(screen.getByLabelText('Name'), 'Noor');
    await userEvent.type(screen.getByLabelText('Email'), 'noor@example.iq');
    await userEvent.type(screen.getByLabelText('Message'), 'Is the Karrada flat still free?');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Too many attempts. Please wait and try again.')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Noor');
  });
});
