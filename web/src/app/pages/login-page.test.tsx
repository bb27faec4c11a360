import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { mockApi, renderRoutes, setTestLanguage, USERS } from '#web/test-utils/render-app.tsx';
import LoginPage from './login-page.tsx';

const routes = [
  { path: '/login', element: <LoginPage /> },
  { path: '/', element: <p>home page</p> },
  { path: '/my-properties', element: <p>my properties page</p> },
];

beforeAll(() => setTestLanguage('en'));

describe('/login', () => {
  it('logs in, shows the success toast and goes back to ?next', async () => {
    const { calls } = mockApi({
      'GET /api/auth/user': () => ({ status: 401, body: { message: 'Unauthorized', code: 'UNAUTHORIZED' } }),
      'POST /api/login': () => ({ body: USERS.owner }),
    });
    renderRoutes(routes, '/login?next=%2Fmy-properties');
    await userEvent.type(screen.getByLabelText('Email'), 'owner@example.iq');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-password');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('my properties page')).toBeInTheDocument();
    expect(screen.getByText('Login Successful')).toBeInTheDocument();
    expect(screen.getByText('You have been logged in successfully.')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/login')?.body).toEqual({
      email: 'owner@example.iq',
      password: 'secret-password',
    });
  });

  it('never follows an absolute ?next URL', async () => {
    mockApi({ 'GET /api/auth/user': () => ({ body: null }), 'POST /api/login': () => ({ body: USERS.renter }) });
    renderRoutes(routes, '/login?next=https%3A%2F%2Fevil.example');
    await userEvent.type(screen.getByLabelText('Email'), 'renter@example.iq');
    await userEvent.type(screen.getByLabelText('Password'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('home page')).toBeInTheDocument();
  });

  it('shows the spec text in a destructive toast when the login is refused', async () => {
    mockApi({
      'GET /api/auth/user': () => ({ status: 401 }),
      'POST /api/login': () => ({ status: 401, body: { message: 'Unauthorized', code: 'UNAUTHORIZED' } }),
    });
    renderRoutes(routes, '/login');
    await userEvent.type(screen.getByLabelText('Email'), 'owner@example.iq');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Invalid email or password. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Login failed')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
  });

  it('shows field errors and sends nothing for an invalid form', async () => {
    const { calls } = mockApi({ 'GET /api/auth/user': () => ({ status: 401 }) });
    renderRoutes(routes, '/login');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/login')).toBe(false);
  });

  it('disables the submit button while the request is pending', async () => {
    let release: (value: { body: unknown }) => void = () => {};
    mockApi({
      'GET /api/auth/user': () => ({ status: 401 }),
      'POST /api/login': () => new Promise((resolve) => (release = resolve)),
    });
    renderRoutes(routes, '/login');
    await userEvent.type(screen.getByLabelText('Email'), 'owner@example.iq');
    await userEvent.type(screen.getByLabelText('Password'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Login' })).toBeDisabled());
    release({ body: USERS.owner });
    expect(await screen.findByText('home page')).toBeInTheDocument();
  });

  it('preselects the register tab and the owner role from the query, and registers', async () => {
    const { calls } = mockApi({
      'GET /api/auth/user': () => ({ status: 401 }),
      'POST /api/register': () => ({ status: 201, body: USERS.owner }),
    });
    renderRoutes(routes, '/login?tab=register&role=owner');
    expect(screen.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('I am a')).toHaveValue('owner');
    await userEvent.type(screen.getByLabelText('First name'), 'Zainab');
    await userEvent.type(screen.getByLabelText('Last name'), 'Ali');
    await userEvent.type(screen.getByLabelText('Email'), 'zainab@example.iq');
    await userEvent.type(screen.getByLabelText('Password'), 'long-enough-password');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(screen.getByText('Your account has been created successfully.')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/register')?.body).toEqual({
      firstName: 'Zainab',
      lastName: 'Ali',
      email: 'zainab@example.iq',
      password: 'long-enough-password',
      role: 'owner',
    });
  });

  it('asks an owner for a mobile number (optional) and sends it as E.164 with the WhatsApp flag', async () => {
    const { calls } = mockApi({
      'GET /api/auth/user': () => ({ status: 401 }),
      'POST /api/register': () => ({ status: 201, body: USERS.owner }),
    });
    renderRoutes(routes, '/login?tab=register&role=owner');
    await userEvent.type(screen.getByLabelText('First name'), 'Zainab');
    await userEvent.type(screen.getByLabelText('Last name'), 'Ali');
    await userEvent.type(screen.getByLabelText('Email'), 'zainab@example.iq');
    await userEvent.type(screen.getByLabelText('Password'), 'long-enough-password');
    await userEvent.type(screen.getByLabelText('Mobile number (optional)'), '0770 12');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Please enter a valid phone number')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/register')).toBe(false);

    await userEvent.type(screen.getByLabelText('Mobile number (optional)'), '3 4567');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/register')?.body).toMatchObject({
      role: 'owner',
      phone: '+9647701234567',
      whatsapp: true,
    });
  });

  it('shows the server message for a duplicate e-mail and the password rule', async () => {
    mockApi({
      'GET /api/auth/user': () => ({ status: 401 }),
      'POST /api/register': () => ({
        status: 409,
        body: {
          message: 'This email is already registered',
          code: 'CONFLICT',
          fields: { email: 'This email is already registered' },
        },
      }),
    });
    renderRoutes(routes, '/login?tab=register');
    await userEvent.type(screen.getByLabelText('First name'), 'Zainab');
    await userEvent.type(screen.getByLabelText('Last name'), 'Ali');
    await userEvent.type(screen.getByLabelText('Email'), 'zainab@example.iq');
    await userEvent.type(screen.getByLabelText('Password'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Password must be 8 to 128 characters')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Password'), '-now-long');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findAllByText('This email is already registered')).toHaveLength(2);
    expect(screen.getByText('Registration failed')).toBeInTheDocument();
  });
});
