import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '#server/test-utils/test-app.ts';

let t: TestApp | undefined;
afterEach(() => t?.close());

describe('GET /api/config/map', () => {
  it('answers the default tile server', async () => {
    t = await buildTestApp();
    const response = await t.app.inject('/api/config/map');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png' });
  });

  it('answers the TILE_URL the server was started with', async () => {
    t = await buildTestApp({ env: { TILE_URL: 'https://tiles.example.iq/{z}/{x}/{y}.png' } });
    const response = await t.app.inject('/api/config/map');
    expect(response.json()).toEqual({ tileUrl: 'https://tiles.example.iq/{z}/{x}/{y}.png' });
  });
});
