import {
  AirVent,
  ArrowUpDown,
  Dumbbell,
  Fence,
  Flame,
  PawPrint,
  ShieldCheck,
  Sofa,
  SquareParking,
  Trees,
  Waves,
  Wifi,
} from 'lucide-react';
import { useTranslation } from '#web/lib/use-translation.ts';
import type { Amenity } from '#common/listings.ts';

const AMENITY_ICONS = {
  wifi: Wifi,
  parking: SquareParking,
  ac: AirVent,
  heating: Flame,
  elevator: ArrowUpDown,
  balcony: Fence,
  garden: Trees,
  pool: Waves,
  gym: Dumbbell,
  security: ShieldCheck,
  furnished: Sofa,
  pet_friendly: PawPrint,
} as const satisfies Record<Amenity, unknown>;

export function AmenityList({ amenities }: { amenities: readonly Amenity[] }) {
  const { t } = useTranslation('listings');
  return (
    <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
      {amenities.map((amenity) => {
        const Icon = AMENITY_ICONS[amenity];
        return (
          <li key={amenity} className="flex items-center gap-2 text-sm">
            <Icon aria-hidden className="size-4 text-brand-600" />
            {t(`amenities.${amenity}`)}
          </li>
        );
      })}
    </ul>
  );
}
