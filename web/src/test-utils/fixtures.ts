import type { BookingJson } from '#common/bookings.ts';
import type { ListingJson } from '#common/listing-schemas.ts';
import type { PublicUserJson, Role } from '#common/users.ts';

/**
 * Answers of the API as the web tests' fake server gives them: typed by the wire types of
 * common/, so a fixture that drifts from what the server answers fails the type check.
 */
function user(id: number, role: Role): PublicUserJson {
  return {
    id,
    email: `${role}@example.iq`,
    firstName: role,
    lastName: 'Test',
    profileImageUrl: null,
    role,
    phone: role === 'renter' ? null : '+9647701234567',
    whatsapp: role !== 'renter',
    emailVerified: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
}

export const USERS = {
  renter: user(1, 'renter'),
  owner: user(2, 'owner'),
  admin: user(3, 'admin'),
};

/** A listing as the API answers it. */
export const APARTMENT: ListingJson = {
  id: 7,
  title_en: 'Sunny flat in Karrada',
  title_ar: 'شقة مشمسة في الكرادة',
  title_ku: '',
  description_en: 'Three rooms near the river, newly painted.',
  description_ar: 'ثلاث غرف قرب النهر، مطلية حديثًا.',
  description_ku: '',
  price: 1_500_000,
  listing_type: 'rent',
  property_type: 'apartment',
  rental_type: 'long',
  payment_type: 'full',
  down_payment_percentage: 20,
  payment_years: 10,
  location_en: 'Karrada, Baghdad',
  location_ar: 'الكرادة، بغداد',
  bedrooms: 3,
  bathrooms: 2,
  area: 140,
  amenities: [],
  images: [],
  available: false,
  ownerId: 2,
  hide_phone: false,
  latitude: null,
  longitude: null,
  ownerVerified: false,
  hidden: false,
  hiddenReason: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

/** A listing its owner wrote only in Kurdish (Erbil): readers of the other languages see a note. */
export const KURDISH_APARTMENT: ListingJson = {
  ...APARTMENT,
  id: 8,
  title_en: '',
  title_ar: '',
  title_ku: 'خانووی خێزانی لە ئەنکاوە',
  description_en: '',
  description_ar: '',
  description_ku: 'سێ ژووری نووستن و باخچەیەکی گەورە، نزیک بازاڕ و قوتابخانە.',
  location_en: 'Ankawa, Erbil',
  location_ar: 'عنكاوا، أربيل',
};

/** A pending request on APARTMENT, as the API answers it. */
export const BOOKING: BookingJson = {
  id: 4,
  apartment_id: 7,
  apartment_title_en: 'Sunny flat in Karrada',
  apartment_title_ar: 'شقة مشمسة في الكرادة',
  apartment_title_ku: '',
  userId: 1,
  name: 'Ali Hassan',
  email: 'ali@example.iq',
  phone: '07701234567',
  check_in: '2027-01-05',
  check_out: '2027-01-09',
  kind: 'booking',
  message: null,
  owner_phone: null,
  owner_whatsapp: null,
  status: 'pending',
  createdAt: '2026-12-01T00:00:00.000Z',
};
