import { useTranslation } from '#web/lib/use-translation.ts';
import { ZoomControl } from 'react-leaflet';
import { useLanguage } from '../lib/language.ts';

/**
 * Leaflet's + and − buttons with their names (title and aria-label) in the reader's language;
 * Leaflet's own are English. Use with `zoomControl={false}` on the MapContainer. Leaflet reads
 * the names once, so the control is made anew when the language changes.
 */
export function MapZoomControl() {
  const { t } = useTranslation('common');
  return <ZoomControl key={useLanguage()} zoomInTitle={t('map.zoomIn')} zoomOutTitle={t('map.zoomOut')} />;
}
