import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { mockApi, renderRoutes, setTestLanguage } from '#web/test-utils/render-app.tsx';
import { ReportListingDialog } from './report-listing-dialog.tsx';

let closed = 0;
const routes = [
  {
    path: '/apartments/7',
    element: <ReportListingDialog apartmentId={7} open onOpenChange={() => (closed += 1)} />,
  },
];

beforeAll(() => setTestLanguage('en'));

describe('report dialog', () => {
  it('asks for a reason, then sends the reason and the note', async () => {
    const { calls } = mockApi({
      'POST /api/apartments/7/reports': (request) => ({
        status: 201,
        body: { id: 1, apartmentId: 7, createdAt: '2026-01-01T00:00:00.000Z', ...(request.body as object) },
      }),
    });
    renderRoutes(routes, '/apartments/7');
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    await userEvent.click(screen.getByLabelText('Already rented or sold'));
    await userEvent.type(screen.getByLabelText('Details (optional)'), 'Rented last week');
    const before = closed;
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('We received your report and will review the listing.')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/apartments/7/reports')?.body).toEqual({
      reason: 'unavailable',
      note: 'Rented last week',
    });
    expect(closed).toBe(before + 1);
  });

  it('tells a reader who already reported it, and closes', async () => {
    mockApi({
      'POST /api/apartments/7/reports': () => ({
        status: 409,
        body: { message: 'You have already reported this listing. Our team will review it.', code: 'CONFLICT' },
      }),
    });
    renderRoutes(routes, '/apartments/7');
    await userEvent.click(screen.getByLabelText('Fake or scam'));
    const before = closed;
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(
      await screen.findByText('You have already reported this listing. Our team will review it.'),
    ).toBeInTheDocument();
    expect(closed).toBe(before + 1);
  });
});
