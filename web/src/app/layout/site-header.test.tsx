import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginDialogProvider } from '#web/features/auth/components/login-dialog-context.tsx';
import { renderWithProviders, setTestLanguage } from '#web/test-utils/render-app.tsx';
import { SiteHeader } from './site-header.tsx';

function renderHeader() {
  return renderWithProviders(
    <LoginDialogProvider>
      <SiteHeader />
    </LoginDialogProvider>,
  );
}

/** A device colour scheme the test can change while the page is open. */
function fakeColourScheme(isDark: boolean) {
  const listeners = new Set<() => void>();
  const media = {
    get matches() {
      return isDark;
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.spyOn(window, 'matchMedia').mockReturnValue(media as unknown as MediaQueryList);
  return (nextIsDark: boolean) => {
    isDark = nextIsDark;
    for (const listener of listeners) listener();
  };
}

beforeAll(() => setTestLanguage('ar'));
beforeEach(() => {
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{"message":"Unauthorized"}', { status: 401 }));
});
afterEach(async () => {
  vi.restoreAllMocks();
  await setTestLanguage('ar');
});

describe('language menu', () => {
  it.each([
    ['English', '/en/sales?q=x'],
    ['کوردی', '/ku/sales?q=x'],
  ])('moves to the same page in %s: its URL in that language', async (language, url) => {
    const { history } = renderWithProviders(
      <LoginDialogProvider>
        <SiteHeader />
      </LoginDialogProvider>,
      { path: '/sales?q=x' },
    );
    await userEvent.click(screen.getByRole('button', { name: 'اللغة' }));
    expect(await screen.findByRole('menuitemradio', { name: 'العربية' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(screen.getByRole('menuitemradio', { name: language }));
    await waitFor(() => expect(history.location.pathname + history.location.search).toBe(url));
  });

  it('links every page in the language of the URL', async () => {
    renderWithProviders(
      <LoginDialogProvider>
        <SiteHeader />
      </LoginDialogProvider>,
      { path: '/ku/lands' },
    );
    expect(screen.getByRole('link', { name: 'بيع' })).toHaveAttribute('href', '/ku/sales');
  });
});

describe('theme menu', () => {
  it('starts dark, and keeps a light choice under `theme`', async () => {
    fakeColourScheme(false);
    document.documentElement.classList.add('dark');
    renderHeader();
    await userEvent.click(screen.getByRole('button', { name: 'المظهر' }));
    expect(await screen.findByRole('menuitemradio', { name: 'داكن' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'فاتح' }));
    expect(localStorage.getItem('theme')).toBe('light');
    expect(document.documentElement).not.toHaveClass('dark');
  });

  it('restores the stored theme on the next visit', () => {
    fakeColourScheme(true);
    localStorage.setItem('theme', 'light');
    renderHeader();
    expect(document.documentElement).not.toHaveClass('dark');
  });

  it('follows the device live in system mode', async () => {
    const setDeviceDark = fakeColourScheme(false);
    renderHeader();
    await userEvent.click(screen.getByRole('button', { name: 'المظهر' }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'حسب النظام' }));
    expect(localStorage.getItem('theme')).toBe('system');
    expect(document.documentElement).not.toHaveClass('dark');
    act(() => setDeviceDark(true));
    expect(document.documentElement).toHaveClass('dark');
    act(() => setDeviceDark(false));
    expect(document.documentElement).not.toHaveClass('dark');
  });
});

describe('account area', () => {
  it('shows the login button to a visitor, which opens the login-method dialog', async () => {
    renderHeader();
    await userEvent.click(await screen.findByRole('button', { name: 'تسجيل الدخول' }));
    const dialog = await screen.findByRole('dialog', { name: 'تسجيل الدخول إلى دار' });
    expect(dialog).toHaveTextContent('أو تابع باستخدام');
    expect(screen.getByRole('link', { name: /البريد الإلكتروني وكلمة المرور/ })).toHaveAttribute('href', '/login');
  });

  it('shows an owner the role badge, add property and logout', async () => {
    const owner = {
      id: 1,
      email: 'o@x.iq',
      firstName: 'Ali',
      lastName: null,
      profileImageUrl: null,
      phone: null,
      whatsapp: false,
      role: 'owner',
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    };
    vi.mocked(fetch).mockResolvedValue(Response.json(owner));
    renderHeader();
    expect(await screen.findByText('مالك عقار')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'إضافة عقار' })).toHaveAttribute('href', '/apartments/add');
    expect(screen.getByRole('button', { name: 'تسجيل الخروج' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'تسجيل الدخول' })).not.toBeInTheDocument();
  });
});
