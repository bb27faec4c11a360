import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ListingJson } from '#common/listing-schemas.ts';
import { KURDISH_APARTMENT } from '#web/test-utils/fixtures.ts';
import { APARTMENT, renderWithProviders, setTestLanguage } from '#web/test-utils/render-app.tsx';
import { ListingCard } from './listing-card.tsx';

beforeAll(() => setTestLanguage('en'));

const BASE: ListingJson = {
  ...APARTMENT,
  id: 42,
  title_en: 'Family House in Karrada',
  title_ar: 'بيت عائلي في الكرادة',
  bathrooms: 1,
  area: 1250,
  images: ['/uploads/0123456789abcdef01234567-1600.webp', '/uploads/ffffffffffffffffffffffff-1600.webp'],
  available: true,
};

describe('ApartmentCard', () => {
  it('marks a title written in another language with its language and direction', () => {
    renderWithProviders(<ListingCard listing={KURDISH_APARTMENT} />);
    const title = screen.getByRole('heading', { name: KURDISH_APARTMENT.title_ku }).querySelector('[lang]');
    expect(title).toHaveAttribute('lang', 'ckb');
    expect(title).toHaveAttribute('dir', 'rtl');
  });

  it('shows a long rent per month, with separators and the dinar sign', () => {
    renderWithProviders(<ListingCard listing={BASE} />);
    expect(screen.getByText('1,500,000 د.ع')).toBeInTheDocument();
    expect(screen.getByText('per month')).toBeInTheDocument();
    expect(screen.getByText('3 bedrooms')).toBeInTheDocument();
    expect(screen.getByText('1 bathroom')).toBeInTheDocument();
    expect(screen.getByText('1,250 m²')).toBeInTheDocument();
  });

  it('shows a short stay per night', () => {
    renderWithProviders(<ListingCard listing={{ ...BASE, rental_type: 'short', price: 75_000 }} />);
    expect(screen.getByText('75,000 د.ع')).toBeInTheDocument();
    expect(screen.getByText('per night')).toBeInTheDocument();
  });

  it('shows a credit sale with its down payment, monthly payment and plan', () => {
    const sale = {
      ...BASE,
      listing_type: 'sale',
      rental_type: null,
      payment_type: 'credit',
      price: 250_000_000,
    } as const;
    renderWithProviders(<ListingCard listing={sale} />);
    expect(screen.getByText('250,000,000 د.ع')).toBeInTheDocument();
    expect(screen.queryByText(/per (month|night)/)).not.toBeInTheDocument();
    const plan = screen.getByText('Down payment (20%)').closest('dl') as HTMLElement;
    expect(within(plan).getByText('Down payment (20%)')).toBeInTheDocument();
    expect(within(plan).getByText('50,000,000 د.ع')).toBeInTheDocument();
    expect(within(plan).getByText('1,666,667 د.ع')).toBeInTheDocument();
    expect(within(plan).getByText('10-year payment plan')).toBeInTheDocument();
  });

  it('shows no plan for a sale paid in full', () => {
    renderWithProviders(<ListingCard listing={{ ...BASE, listing_type: 'sale', rental_type: null }} />);
    expect(screen.queryByText(/Down payment/)).not.toBeInTheDocument();
  });

  it('serves the stored photo variants as a srcset, and links the viewing button of a long-term rental to the listing', () => {
    renderWithProviders(<ListingCard listing={BASE} />);
    const image = screen.getByRole('img', { name: 'Family House in Karrada' });
    expect(image).toHaveAttribute('srcset', expect.stringContaining('/uploads/0123456789abcdef01234567-400.webp 400w'));
    expect(image).toHaveAttribute('loading', 'lazy');
    const link = screen.getByRole('link', { name: 'Request a viewing of Family House in Karrada' });
    expect(link).toHaveAttribute('href', '/apartments/42');
    expect(link).toHaveTextContent('Request a viewing');
  });

  it('says "Book now" only where nights are booked: a short-term rental', () => {
    renderWithProviders(<ListingCard listing={{ ...BASE, rental_type: 'short' }} />);
    expect(screen.getByRole('link', { name: 'Book Family House in Karrada' })).toHaveTextContent('Book now');
  });

  it('shows a placeholder when there is no photo', () => {
    renderWithProviders(<ListingCard listing={{ ...BASE, images: [] }} />);
    expect(screen.getByRole('img', { name: 'No photo yet' })).toBeInTheDocument();
  });

  it('uses the Arabic title and location for Arabic and Kurdish readers', async () => {
    await setTestLanguage('ku');
    renderWithProviders(<ListingCard listing={BASE} />);
    expect(screen.getByRole('heading', { name: 'بيت عائلي في الكرادة' })).toBeInTheDocument();
    expect(screen.getByText('الكرادة، بغداد')).toBeInTheDocument();
    await setTestLanguage('en');
  });
});
