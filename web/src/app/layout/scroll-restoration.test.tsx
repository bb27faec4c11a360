import { act, render } from '@testing-library/react';
import { UNSAFE_createMemoryHistory } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HistoryRouter } from '../../lib/history-router.tsx';
import { ScrollRestoration } from './scroll-restoration.tsx';

function scrolledTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

describe('ScrollRestoration', () => {
  afterEach(() => scrolledTo(0));

  it('opens a new page at its top, keeps the place on a filter change and returns to it on Back', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const history = UNSAFE_createMemoryHistory({ initialEntries: ['/sales'], v5Compat: true });
    render(
      <HistoryRouter history={history}>
        <ScrollRestoration />
      </HistoryRouter>,
    );
    scrolledTo(1200);
    scrollTo.mockClear();
    act(() => history.push('/sales?bedrooms=2'));
    expect(scrollTo).not.toHaveBeenCalled();

    act(() => history.push('/apartments/7'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    scrolledTo(0);
    act(() => history.go(-1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 1200);
  });
});
