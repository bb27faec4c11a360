import { act, render, screen } from '@testing-library/react';
import { MapContainer } from 'react-leaflet';
import { beforeAll, describe, expect, it } from 'vitest';
import { switchLanguage } from '../lib/i18n.ts';
import { setTestLanguage } from '../test-utils/render-app.tsx';
import { MapZoomControl } from './map-zoom-control.tsx';

beforeAll(() => setTestLanguage('ar'));

describe('MapZoomControl', () => {
  it("names Leaflet's zoom buttons in the reader's language, and again after a switch", async () => {
    render(
      <MapContainer center={[33.3152, 44.3661]} zoom={13} zoomControl={false} style={{ height: 200 }}>
        <MapZoomControl />
      </MapContainer>,
    );
    expect(screen.getByRole('button', { name: 'تكبير' })).toHaveAttribute('title', 'تكبير');
    expect(screen.getByRole('button', { name: 'تصغير' })).toHaveAttribute('title', 'تصغير');

    await act(() => switchLanguage('ku'));
    expect(screen.getByRole('button', { name: 'نزیککردنەوە' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'دوورخستنەوە' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Zoom in' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button')).toHaveLength(2);
  });
});
