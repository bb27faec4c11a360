import { describe, expect, it } from 'vitest';
import { nextPageUrl } from './api-response.ts';

describe('nextPageUrl', () => {
  it('finds the next link among others', () => {
    const headers = new Headers({
      link: '</api/apartments?x=1>; rel="prev", </api/apartments?cursor=ab%3D>; rel="next"',
    });
    expect(nextPageUrl(headers)).toBe('/api/apartments?cursor=ab%3D');
  });
  it('is null on the last page', () => {
    expect(nextPageUrl(new Headers())).toBeNull();
    expect(nextPageUrl(new Headers({ link: '</a>; rel="prev"' }))).toBeNull();
  });
});
