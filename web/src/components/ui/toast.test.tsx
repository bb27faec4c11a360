import { act, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { setTestLanguage } from '#web/test-utils/render-app.tsx';
import { Toaster } from './toast.tsx';
import { showToast } from './toast-store.ts';

beforeAll(() => setTestLanguage('ar'));

describe('Toaster', () => {
  it('names its region and announces each toast in the interface language', async () => {
    render(<Toaster />);
    act(() => showToast({ title: 'تم إرسال الحجز' }));
    expect(await screen.findByRole('region', { name: 'الإشعارات (F8)' })).toBeInTheDocument();
    // Radix fills the announcement a frame after it mounts, and empties it again a second later.
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/^إشعار\s*تم إرسال الحجز/));
  });
});
