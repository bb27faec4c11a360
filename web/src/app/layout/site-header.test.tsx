import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginDialogProvider } from '../../features/auth/components/login-dialog-context.tsx';
import { renderWithProviders, setTestLanguage } from '../../test-utils/render-app.tsx';
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
  it('switches to English: lang, dir and texts change without a reload, and the choice is kept', async () => {
    renderHeader();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await userEvent.click(screen.getByRole('button', { name: 'اللغة' }));
    const english = await screen.findByRole('menuitemradio', { name: 'English' });
    expect(screen.getByRole('menuitemradio', { name: 'العربية' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(english);
    await waitFor(() => expect(document.documentElement).toHaveAttribute('lang', 'en'));
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(localStorage.getItem('lang')).toBe('en');
    expect(await screen.findByRole('link', { name: 'Sales' })).toBeInTheDocument();
  });

  it('writes Kurdish as Sorani, right to left', async () => {
    renderHeader();
    await userEvent.click(screen.getByRole('button', { name: 'اللغة' }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'کوردی' }));
    await waitFor(() => expect(document.documentElement).toHaveAttribute('lang', 'ckb'));
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(localStorage.getItem('lang')).toBe('ku');
    expect(await screen.findByRole('link', { name: 'فرۆشتن' })).toBeInTheDocument();
  });
});

describe('theme menu', () => {
  it('starts dark, and keeps a light choice under `theme`', async () => {
    fakeColourScheme(false);
    renderHeader();
    expect(document.documentElement).toHaveClass('dark');
    await userEvent.click(screen.getByRole('button', { name: 'المظهر' }));
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
    const owner = { id: 1, email: 'o@x.iq', firstName: 'Ali', lastName: null, profileImageUrl: null, role: 'owner' };
    vi.mocked(fetch).mockResolvedValue(Response.json(owner));
    renderHeader();
    expect(await screen.findByText('مالك عقار')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'إضافة عقار' })).toHaveAttribute('href', '/apartments/add');
    expect(screen.getByRole('button', { name: 'تسجيل الخروج' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'تسجيل الدخول' })).not.toBeInTheDocument();
  });
});
