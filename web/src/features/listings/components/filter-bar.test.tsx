import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, setTestLanguage } from '#web/test-utils/render-app.tsx';
import type { ListingFilters } from '#common/listing-filters.ts';
import { FilterBar, type FilterBarControls } from './filter-bar.tsx';

beforeAll(() => setTestLanguage('en'));

const CITY_CONTROLS: FilterBarControls = {
  listingTypes: ['rent', 'sale'],
  rentalType: true,
  bedrooms: true,
  bathrooms: true,
  price: 'range',
};
const LIST_CONTROLS: FilterBarControls = { bedrooms: true, bathrooms: true, city: true, price: 'slider' };

function renderBar(filters: ListingFilters, controls: FilterBarControls, isExact = false) {
  const onChange = vi.fn();
  renderWithProviders(<FilterBar filters={filters} onChange={onChange} controls={controls} isExact={isExact} />);
  return onChange;
}

describe('More filters', () => {
  it('applies property type, area, furnished and amenities together, and counts them on its button', async () => {
    const onChange = renderBar(
      { q: 'x' },
      { ...LIST_CONTROLS, more: { propertyTypes: ['apartment', 'villa'], hasAmenities: true } },
    );
    await userEvent.click(screen.getByRole('button', { name: /More filters/ }));
    const sheet = await screen.findByRole('dialog', { name: 'More filters' });
    await userEvent.selectOptions(screen.getByLabelText('Property type'), 'villa');
    await userEvent.type(screen.getByLabelText('Minimum area'), '300');
    await userEvent.type(screen.getByLabelText('Maximum area'), '1,000');
    await userEvent.click(screen.getByLabelText('Furnished only'));
    await userEvent.click(screen.getByLabelText('Wi-Fi'));
    await userEvent.click(screen.getByLabelText('Parking'));
    await userEvent.click(screen.getByRole('button', { name: 'Show results' }));
    expect(onChange).toHaveBeenCalledWith({
      q: 'x',
      propertyType: 'villa',
      minArea: 300,
      maxArea: 1000,
      furnished: true,
      amenities: ['wifi', 'parking'],
    });
    expect(sheet).not.toBeInTheDocument();
  });

  it('refuses a minimum area above the maximum with a message', async () => {
    const onChange = renderBar({}, { ...LIST_CONTROLS, more: { propertyTypes: ['land'], hasAmenities: false } });
    await userEvent.click(screen.getByRole('button', { name: /More filters/ }));
    await screen.findByRole('dialog', { name: 'More filters' });
    expect(screen.queryByLabelText('Furnished only')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Minimum area'), '900');
    await userEvent.type(screen.getByLabelText('Maximum area'), '100');
    expect(screen.getByRole('alert')).toHaveTextContent('The minimum cannot be above the maximum');
    await userEvent.click(screen.getByRole('button', { name: 'Show results' }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('says how many of them are set; on a phone, with the bar’s own that it holds there', () => {
    renderBar(
      { propertyType: 'house', amenities: ['wifi', 'pool'], bedrooms: 2, maxPrice: 900_000 },
      { ...LIST_CONTROLS, more: { propertyTypes: ['house'], hasAmenities: true } },
    );
    const button = screen.getByRole('button', { name: /More filters/ });
    expect(within(button).getByText('More filters (3)')).toHaveClass('max-sm:hidden');
    expect(within(button).getByText('More filters (5)')).toHaveClass('sm:hidden');
  });

  it('applies a price typed in the sheet when "Show results" follows at once', async () => {
    const onChange = renderBar({}, { ...CITY_CONTROLS, more: { propertyTypes: ['house'], hasAmenities: true } }, true);
    await userEvent.click(screen.getByRole('button', { name: /More filters/ }));
    const sheet = await screen.findByRole('dialog', { name: 'More filters' });
    await userEvent.type(within(sheet).getByLabelText('Maximum price'), '900000');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Show results' }));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ maxPrice: 900_000 }));
  });

  it('on a phone holds the bar’s rooms, location and price, applied with the rest', async () => {
    const onChange = renderBar({}, { ...LIST_CONTROLS, more: { propertyTypes: ['house'], hasAmenities: true } });
    // The bar's own controls are hidden on a phone (CSS), and the sheet shows them there only.
    expect(screen.getByLabelText('Bedrooms').closest('.max-sm\\:hidden')).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /More filters/ }));
    const sheet = await screen.findByRole('dialog', { name: 'More filters' });
    expect(within(sheet).getByLabelText('Bedrooms').closest('.sm\\:hidden')).not.toBeNull();
    await userEvent.selectOptions(within(sheet).getByLabelText('Bedrooms'), '2');
    await userEvent.selectOptions(within(sheet).getByLabelText('Location'), 'erbil');
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.click(within(sheet).getByLabelText('Furnished only'));
    await userEvent.click(within(sheet).getByRole('button', { name: 'Show results' }));
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ bedrooms: 2, city: 'erbil', furnished: true }));
  });
});

describe('FilterBar transitions', () => {
  it('choosing sale clears the rental type and the price', async () => {
    const onChange = renderBar(
      { listingType: 'rent', rentalType: 'short', minPrice: 50_000, maxPrice: 90_000, q: 'x' },
      CITY_CONTROLS,
      true,
    );
    await userEvent.selectOptions(screen.getByLabelText('Listing type'), 'sale');
    expect(onChange).toHaveBeenCalledWith({
      listingType: 'sale',
      rentalType: undefined,
      minPrice: undefined,
      maxPrice: undefined,
      q: 'x',
    });
  });

  it('choosing rent sets the rental type to long', async () => {
    const onChange = renderBar({ listingType: 'sale', maxPrice: 5 }, CITY_CONTROLS, true);
    await userEvent.selectOptions(screen.getByLabelText('Listing type'), 'rent');
    expect(onChange).toHaveBeenCalledWith({
      listingType: 'rent',
      rentalType: 'long',
      minPrice: undefined,
      maxPrice: undefined,
    });
  });

  it('changing the rental type resets the price and keeps the rooms', async () => {
    const onChange = renderBar(
      { listingType: 'rent', rentalType: 'long', bedrooms: 2, maxPrice: 1_000_000 },
      CITY_CONTROLS,
      true,
    );
    await userEvent.selectOptions(screen.getByLabelText('Rental type'), 'short');
    expect(onChange).toHaveBeenCalledWith({
      listingType: 'rent',
      rentalType: 'short',
      bedrooms: 2,
      minPrice: undefined,
      maxPrice: undefined,
    });
  });

  it('hides the rental type for sales', () => {
    renderBar({ listingType: 'sale' }, CITY_CONTROLS, true);
    expect(screen.queryByLabelText('Rental type')).not.toBeInTheDocument();
  });

  it('offers 4+ bedrooms and 3+ bathrooms on list pages, exact numbers on the city screen', () => {
    renderBar({}, LIST_CONTROLS);
    expect(screen.getByRole('option', { name: '4+' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: '3+' })).toBeInTheDocument();
  });

  it('shows exact room numbers on the city screen', () => {
    renderBar({ listingType: 'rent' }, CITY_CONTROLS, true);
    expect(screen.queryByRole('option', { name: '4+' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('option', { name: '4' })).toHaveLength(1);
  });

  it('sends the search text once typing pauses, replacing the history entry', async () => {
    vi.useFakeTimers();
    try {
      const onChange = renderBar({ bedrooms: 3 }, LIST_CONTROLS);
      fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'Karrada' } });
      await act(() => vi.advanceTimersByTimeAsync(100));
      expect(onChange).not.toHaveBeenCalled();
      await act(() => vi.advanceTimersByTimeAsync(400));
      expect(onChange).toHaveBeenCalledExactlyOnceWith({ bedrooms: 3, q: 'Karrada' }, { replace: true });
    } finally {
      vi.useRealTimers();
    }
  });

  it('a city choice goes to the URL filters', async () => {
    const onChange = renderBar({ q: 'villa' }, LIST_CONTROLS);
    await userEvent.selectOptions(screen.getByLabelText('Location'), 'erbil');
    expect(onChange).toHaveBeenCalledWith({ q: 'villa', city: 'erbil' });
  });

  it('the city screen range reads separators and Arabic digits, and refuses the rest', async () => {
    vi.useFakeTimers();
    try {
      const onChange = renderBar({ listingType: 'sale' }, CITY_CONTROLS, true);
      fireEvent.change(screen.getByLabelText('Maximum price'), { target: { value: '٢٥٠٬٠٠٠٬٠٠٠' } });
      await act(() => vi.advanceTimersByTimeAsync(600));
      expect(onChange).toHaveBeenCalledWith({ listingType: 'sale', maxPrice: 250_000_000 }, { replace: true });
      fireEvent.change(screen.getByLabelText('Minimum price'), { target: { value: '12abc' } });
      expect(screen.getByText('Please enter a valid price')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('price slider (logarithmic, its far end no limit)', () => {
  it.each([
    [{ listingType: 'rent', rentalType: 'long' }, 7_000_000, '7,000,000'],
    [{ listingType: 'rent', rentalType: 'short' }, 130_000, '130,000'],
    [{ listingType: 'sale' }, 770_000_000, '770,000,000'],
    [{ listingType: 'land' }, 1_500_000_000, '1,500,000,000'],
  ] as const)('shows the cap of %o as the URL has it', (filters, maxPrice, text) => {
    renderBar({ ...filters, maxPrice }, LIST_CONTROLS);
    expect(screen.getByRole('status')).toHaveTextContent(`Up to ${text} د.ع`);
  });

  it("reads 'Any price' at the far end and sends maxPrice once the thumb rests", async () => {
    vi.useFakeTimers();
    try {
      const onChange = renderBar({ listingType: 'rent', rentalType: 'short', q: 'x' }, LIST_CONTROLS);
      const slider = screen.getByRole('slider', { name: 'Price' });
      expect(slider).toHaveValue('100');
      expect(slider).toHaveAttribute('aria-valuetext', 'Any price');
      fireEvent.change(slider, { target: { value: '50' } });
      expect(slider).toHaveAttribute('aria-valuetext', 'Up to 64,000 د.ع');
      expect(onChange).not.toHaveBeenCalled();
      await act(() => vi.advanceTimersByTimeAsync(400));
      expect(onChange).toHaveBeenCalledExactlyOnceWith(
        { listingType: 'rent', rentalType: 'short', q: 'x', minPrice: undefined, maxPrice: 64_000 },
        { replace: true },
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('one step down from any price keeps nearly everything: up to 7,000,000 for long rents', () => {
    renderBar({ listingType: 'rent', rentalType: 'long' }, LIST_CONTROLS);
    const slider = screen.getByRole('slider', { name: 'Price' });
    fireEvent.change(slider, { target: { value: '99' } });
    expect(slider).toHaveAttribute('aria-valuetext', 'Up to 7,000,000 د.ع');
  });

  it("offers the spec's bands of the type as chips; a chip sets both bounds, again clears them", async () => {
    const onChange = renderBar({ listingType: 'rent', rentalType: 'long' }, LIST_CONTROLS);
    const chips = within(screen.getByRole('group', { name: 'Price bands' })).getAllByRole('button');
    expect(chips.map((chip) => chip.textContent)).toEqual(['Under 1.5M', '1.5M – 2.5M', '2.5M – 3.5M', '3.5M+']);
    await userEvent.click(chips[1]!);
    expect(onChange).toHaveBeenCalledWith({
      listingType: 'rent',
      rentalType: 'long',
      minPrice: 1_500_000,
      maxPrice: 2_499_999,
    });
  });

  it('shows a chosen band as pressed, and a tap on it clears the price', async () => {
    const onChange = renderBar({ listingType: 'sale', minPrice: 500_000_000 }, LIST_CONTROLS);
    const chip = screen.getByRole('button', { name: '500M+' });
    expect(chip).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(chip);
    expect(onChange).toHaveBeenCalledWith({ listingType: 'sale', minPrice: undefined, maxPrice: undefined });
  });
});

describe('price range (the city screen)', () => {
  it('writes thousands separators while typing and sends the bounds after a pause', async () => {
    const onChange = renderBar({ listingType: 'rent', rentalType: 'long' }, CITY_CONTROLS, true);
    const min = screen.getByLabelText('Minimum price');
    await userEvent.type(min, '1500000');
    expect(min).toHaveValue('1,500,000');
    await waitFor(() =>
      expect(onChange).toHaveBeenCalledWith(
        { listingType: 'rent', rentalType: 'long', minPrice: 1_500_000 },
        {
          replace: true,
        },
      ),
    );
  });

  it('refuses a minimum above the maximum with a message, and searches nothing', async () => {
    const onChange = renderBar({ listingType: 'rent', rentalType: 'long', maxPrice: 1_000_000 }, CITY_CONTROLS, true);
    await userEvent.type(screen.getByLabelText('Minimum price'), '2000000');
    expect(screen.getByRole('alert')).toHaveTextContent('The minimum cannot be above the maximum');
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(onChange).not.toHaveBeenCalled();
  });
});
