import { describe, expect, it } from 'vitest';
import { nextLink } from './api-client.ts';

describe('nextLink', () => {
  it('reads the next page from a Link header', () => {
    const headers = new Headers({ link: '</api/apartments?cursor=abc&limit=24>; rel="next"' });
    expect(nextLink(headers)).toBe('/api/apartments?cursor=abc&limit=24');
  });

  it('picks rel=next among several links and answers null on the last page', () => {
    expect(nextLink(new Headers({ link: '</a?p=1>; rel="prev", </a?p=3>; rel=next' }))).toBe('/a?p=3');
    expect(nextLink(new Headers())).toBeNull();
  });
});
