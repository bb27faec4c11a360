import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Apartment } from '../../../../../common/apartments.ts';
import { renderWithProviders, setTestLanguage } from '../../../test-utils/render-app.tsx';
import { ApartmentCard } from './apartment-card.tsx';

beforeAll(() => setTestLanguage('en'));

const BASE: Apartment = {
  id: 42,
  title_en: 'Family House in Karrada',
  title_ar: 'بيت عائلي في الكرادة',
  description_en: 'A house',
  description_ar: 'بيت',
  price: 1_500_000,
  listing_type: 'rent',
  rental_type: 'long',
  payment_type: 'full',
  down_payment_percentage: 20,
  payment_years: 10,
  location_en: 'Karrada, Baghdad',
  location_ar: 'الكرادة، بغداد',
  bedrooms: 3,
  bathrooms: 1,
  area: 1250,
  amenities: [],
  images: ['/uploads/0123456789abcdef01234567-1600.webp', '/uploads/ffffffffffffffffffffffff-1600.webp'],
  available: true,
  ownerId: 1,
  latitude: null,
  longitude: null,
  createdAt: new Date('2026-01-01T00:00:00.000Z'),
  updatedAt: new Date('2026-01-01T00:00:00.000Z'),
};

describe('ApartmentCard', () => {
  it('shows a long rent per month, with separators and the dinar sign', () => {
    renderWithProviders(<ApartmentCard apartment={BASE} />);
    expect(screen.getByText('1,500,000 د.ع')).toBeInTheDocument();
    expect(screen.getByText('per month')).toBeInTheDocument();
    expect(screen.getByText('3 bedrooms')).toBeInTheDocument();
    expect(screen.getByText('1 bathroom')).toBeInTheDocument();
    expect(screen.getByText('1,250 m²')).toBeInTheDocument();
  });

  it('shows a short stay per night', () => {
    renderWithProviders(<ApartmentCard apartment={{ ...BASE, rental_type: 'short', price: 75_000 }} />);
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
    renderWithProviders(<ApartmentCard apartment={sale} />);
    expect(screen.getByText('250,000,000 د.ع')).toBeInTheDocument();
    expect(screen.queryByText(/per (month|night)/)).not.toBeInTheDocument();
    const plan = screen.getByText('Down payment (20%)').closest('dl') as HTMLElement;
    expect(within(plan).getByText('Down payment (20%)')).toBeInTheDocument();
    expect(within(plan).getByText('50,000,000 د.ع')).toBeInTheDocument();
    expect(within(plan).getByText('1,666,667 د.ع')).toBeInTheDocument();
    expect(within(plan).getByText('10-year payment plan')).toBeInTheDocument();
  });

  it('shows no plan for a sale paid in full', () => {
    renderWithProviders(<ApartmentCard apartment={{ ...BASE, listing_type: 'sale', rental_type: null }} />);
    expect(screen.queryByText(/Down payment/)).not.toBeInTheDocument();
  });

  it('serves the stored photo variants as a srcset, and links the book button to the listing', () => {
    renderWithProviders(<ApartmentCard apartment={BASE} />);
    const image = screen.getByRole('img', { name: 'Family House in Karrada' });
    expect(image).toHaveAttribute('srcset', expect.stringContaining('/uploads/0123456789abcdef01234567-400.webp 400w'));
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('link', { name: 'Book Family House in Karrada' })).toHaveAttribute(
      'href',
      '/apartments/42',
    );
  });

  it('shows a placeholder when there is no photo', () => {
    renderWithProviders(<ApartmentCard apartment={{ ...BASE, images: [] }} />);
    expect(screen.getByRole('img', { name: 'No photo yet' })).toBeInTheDocument();
  });

  it('uses the Arabic title and location for Arabic and Kurdish readers', async () => {
    await setTestLanguage('ku');
    renderWithProviders(<ApartmentCard apartment={BASE} />);
    expect(screen.getByRole('heading', { name: 'بيت عائلي في الكرادة' })).toBeInTheDocument();
    expect(screen.getByText('الكرادة، بغداد')).toBeInTheDocument();
    await setTestLanguage('en');
  });
});
