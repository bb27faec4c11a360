import { type AccessEntries, NONE, everyone, publicGet } from './cells.ts';

export const DOCS_ACCESS: AccessEntries = {
  'GET /api/openapi.json': publicGet('OpenAPI document', '/api/openapi.json'),
  'GET /api/docs': publicGet('API docs viewer', '/api/docs'),
  // Swagger UI answers HEAD on the slash form as well.
  'HEAD /api/docs/': [
    {
      name: 'API docs viewer (HEAD)',
      targets: NONE,
      request: async ({ world, actor }) => ({ method: 'HEAD', url: '/api/docs/', headers: world.headers(actor) }),
      expected: everyone(200),
    },
  ],
  'GET /api/docs/json': publicGet('API docs JSON', '/api/docs/json'),
  'GET /api/docs/yaml': publicGet('API docs YAML', '/api/docs/yaml'),
  'GET /api/docs/static/index.html': [
    {
      name: 'API docs viewer by file name (redirect)',
      targets: NONE,
      request: async ({ world, actor }) => ({
        method: 'GET',
        url: '/api/docs/static/index.html',
        headers: world.headers(actor),
      }),
      expected: everyone(302),
    },
  ],
  'GET /api/docs/static/swagger-initializer.js': publicGet(
    'API docs script',
    '/api/docs/static/swagger-initializer.js',
  ),
  'GET /api/docs/static/*': [
    {
      name: 'API docs assets',
      targets: ['own', 'missing'],
      request: async ({ world, actor, target }) => ({
        method: 'GET',
        url: `/api/docs/static/${target === 'own' ? 'swagger-ui.css' : 'nothing-here.css'}`,
        headers: world.headers(actor),
      }),
      expected: everyone({ own: 200, missing: 404 }),
    },
  ],
};
