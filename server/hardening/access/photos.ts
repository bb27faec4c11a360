import { randomBytes } from 'node:crypto';
import { multipartBody, tinyPng } from '../harness.ts';
import { type AccessEntries, NONE, en, everyone } from './cells.ts';

export const PHOTOS_ACCESS: AccessEntries = {
  'POST /api/upload': [
    {
      name: 'upload a photo',
      targets: NONE,
      request: async ({ world, actor }) => {
        const body = multipartBody([{ data: await tinyPng() }]);
        return {
          method: 'POST',
          url: en('/api/upload'),
          headers: { ...body.headers, ...world.headers(actor) },
          payload: body.payload,
        };
      },
      expected: { visitor: 401, renter: 403, owner: 201, otherOwner: 201, admin: 201 },
    },
  ],
  'GET /uploads/*': [
    {
      name: 'fetch a stored photo',
      targets: ['own', 'missing'],
      request: async ({ t, world, actor, target }) => {
        const key = `${randomBytes(12).toString('hex')}-400.webp`;
        if (target === 'own') await t.app.photoStorage.put(key, await tinyPng(), 'image/webp');
        return { method: 'GET', url: `/uploads/${key}`, headers: world.headers(actor) };
      },
      expected: everyone({ own: 200, missing: 404 }),
    },
  ],
};
