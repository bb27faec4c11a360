import { act, render, screen } from '@testing-library/react';
import { UNSAFE_createMemoryHistory, useSearchParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { HistoryRouter, renderUrlAtOnce } from './history-router.tsx';

function Query() {
  const [params] = useSearchParams();
  return <p data-testid="q">{params.get('q') ?? ''}</p>;
}

describe('HistoryRouter', () => {
  it('renders a new URL in a transition, and at once inside renderUrlAtOnce', () => {
    const history = UNSAFE_createMemoryHistory({ initialEntries: ['/'], v5Compat: true });
    render(
      <HistoryRouter history={history}>
        <Query />
      </HistoryRouter>,
    );
    let shown: string | null = null;
    act(() => {
      history.push('/?q=later');
      shown = screen.getByTestId('q').textContent;
    });
    expect(shown).toBe('');
    expect(screen.getByTestId('q')).toHaveTextContent('later');

    act(() => {
      renderUrlAtOnce(() => history.push('/?q=now'));
      shown = screen.getByTestId('q').textContent;
    });
    expect(shown).toBe('now');
  });
});
