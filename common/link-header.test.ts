import { describe, expect, it } from 'vitest';
import { nextLinkHeader, parseNextLink } from './link-header.ts';

describe('parseNextLink', () => {
  it.each([
    [nextLinkHeader('/api/apartments?cursor=abc&limit=24'), '/api/apartments?cursor=abc&limit=24'],
    ['</api/apartments?x=1>; rel="prev", </api/apartments?cursor=ab%3D>; rel="next"', '/api/apartments?cursor=ab%3D'],
    ['</a?p=1>; rel="prev", </a?p=3>; rel=next', '/a?p=3'],
    ['</a?p=3>; REL="Next"', '/a?p=3'],
    ['</a?p=3> ; rel = "next" ', '/a?p=3'],
    ['</a?p=3>; title="more"; rel=next', '/a?p=3'],
    ['</a?p=1>; rel="prev"', null],
    ['</a?p=1>; rel="nextish"', null],
    ['', null],
    [null, null],
  ])('%j → %j', (header, expected) => {
    expect(parseNextLink(header)).toBe(expected);
  });
});
