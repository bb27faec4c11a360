import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test-utils/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('OpenAPI', () => {
  it('serves an OpenAPI 3 document generated from the route schemas', async () => {
    const response = await t.app.inject('/api/openapi.json');
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    const search = document.paths['/api/apartments'].get;
    expect(search.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['q', 'listingType', 'city', 'maxPrice', 'cursor']),
    );
    // The spec's full listings, or result cards with `fields=card`.
    const [full, card] = search.responses['200'].content['application/json'].schema.anyOf;
    expect(full.items.properties.createdAt.type).toBe('string');
    expect(card.items.properties).toHaveProperty('title_ku');
    expect(card.items.properties).not.toHaveProperty('description_ar');
    const body = document.paths['/api/apartments'].post.requestBody.content['application/json'].schema;
    expect(body.required).toContain('price');
    // Texts in any of the three languages: each is optional on its own (common/listing-texts.ts).
    expect(Object.keys(body.properties)).toEqual(expect.arrayContaining(['title_ar', 'title_ku', 'description_ku']));
    expect(body.required).not.toContain('title_en');
    expect(document.paths['/healthz']).toBeUndefined();
  });

  it('serves the browsable docs under the app CSP, with scripts from its own origin only', async () => {
    const page = await t.app.inject('/api/docs');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('swagger-ui-bundle.js');
    expect(page.body).not.toMatch(/<script>(?!\s*<\/script>)/);
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self'(;|$)/);
    const script = await t.app.inject('/api/docs/static/swagger-initializer.js');
    expect(script.statusCode).toBe(200);
    const bundle = await t.app.inject('/api/docs/static/swagger-ui-bundle.js');
    expect(bundle.statusCode).toBe(200);
  });
});
