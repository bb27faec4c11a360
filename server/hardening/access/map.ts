import { type AccessEntries, publicGet } from './cells.ts';

export const MAP_ACCESS: AccessEntries = {
  'GET /api/config/map': publicGet('map settings', '/api/config/map'),
};
