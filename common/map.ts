import { z } from 'zod';

/** `GET /api/config/map`: the map tile server, from the server's TILE_URL. */
export const mapConfigSchema = z.object({ tileUrl: z.string() });
export type MapConfig = z.input<typeof mapConfigSchema>;
