import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SelectFilter } from './select-filter.tsx';

/** Two selects whose changes each build on the filters of the last render, as the filter bar's do. */
function TwoFilters({ onFilters }: { onFilters: (filters: Record<string, string>) => void }) {
  const [filters, setFilters] = useState<Record<string, string>>({ city: '', bedrooms: '' });
  const change = (key: string) => (value: string) => {
    const next = { ...filters, [key]: value };
    setFilters(next);
    onFilters(next);
  };
  return (
    <>
      <SelectFilter label="Location" value={filters.city ?? ''} onChange={change('city')}>
        <option value="">All</option>
        <option value="erbil">Erbil</option>
      </SelectFilter>
      <SelectFilter label="Bedrooms" value={filters.bedrooms ?? ''} onChange={change('bedrooms')}>
        <option value="">Any</option>
        <option value="3">3</option>
      </SelectFilter>
    </>
  );
}

describe('SelectFilter', () => {
  it('sends the choices a reader made on the server-rendered page before the app took it over', async () => {
    const asked: Record<string, string>[] = [];
    const container = document.createElement('div');
    container.innerHTML = renderToString(<TwoFilters onFilters={() => {}} />);
    document.body.append(container);
    const [city, bedrooms] = container.querySelectorAll('select');
    // Chosen while the app's code was still on its way: the page shows them, nothing heard them.
    city!.value = 'erbil';
    bedrooms!.value = '3';

    await act(async () => {
      hydrateRoot(container, <TwoFilters onFilters={(filters) => asked.push(filters)} />);
    });
    // The choices are sent one task after the other, after hydration.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));

    expect(asked.at(-1)).toEqual({ city: 'erbil', bedrooms: '3' });
    expect(city!.value).toBe('erbil');
    expect(bedrooms!.value).toBe('3');
    container.remove();
  });

  it('sends nothing when the page is as the server rendered it', async () => {
    const asked: Record<string, string>[] = [];
    const container = document.createElement('div');
    container.innerHTML = renderToString(<TwoFilters onFilters={() => {}} />);
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, <TwoFilters onFilters={(filters) => asked.push(filters)} />);
    });
    // The choices are sent one task after the other, after hydration.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(asked).toEqual([]);
    container.remove();
  });
});
