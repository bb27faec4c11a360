import { describe, expect, it } from 'vitest';
import { createSearchCache } from './search-cache.ts';

/** A clock the test moves by hand. */
function clock() {
  let time = 1_000;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

function counting(body: string) {
  const compute = async () => {
    compute.calls++;
    return body;
  };
  compute.calls = 0;
  return compute;
}

/** A computation that ends when the test says so. */
function pending() {
  let release: (value: string) => void = () => {};
  const compute = () => new Promise<string>((resolve) => (release = resolve));
  return { compute, release: (value: string) => release(value) };
}

/** Lets settled promises run their callbacks. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('createSearchCache', () => {
  it('answers a repeated key from memory until it expires', async () => {
    const time = clock();
    const cache = createSearchCache<string>({ ttlMs: 5_000, maxEntries: 10, now: time.now, random: () => 0 });
    const compute = counting('[1]');
    expect(await cache.fetch('a', compute)).toEqual('[1]');
    time.advance(4_999);
    expect(await cache.fetch('a', compute)).toEqual('[1]');
    expect(compute.calls).toBe(1);
    time.advance(1);
    await cache.fetch('a', compute);
    expect(compute.calls).toBe(2);
    // The expired page was still answered from memory while its successor was computed: a hit.
    expect(cache.counts()).toEqual({ hits: 2, misses: 1 });
  });

  it('spreads the expiry of pages computed together over the last quarter of the time to live', async () => {
    const time = clock();
    const draws = [0, 0.999];
    const cache = createSearchCache<string>({
      ttlMs: 4_000,
      maxEntries: 10,
      now: time.now,
      random: () => draws.shift()!,
    });
    const early = counting('[early]');
    const late = counting('[late]');
    await cache.fetch('late', late);
    await cache.fetch('early', early);
    time.advance(3_002);
    await cache.fetch('early', early);
    await cache.fetch('late', late);
    expect([early.calls, late.calls]).toEqual([2, 1]);
  });

  it('answers an expired page while one computation brings its successor', async () => {
    const time = clock();
    const cache = createSearchCache<string>({ ttlMs: 5_000, maxEntries: 10, now: time.now });
    await cache.fetch('a', counting('[old]'));
    time.advance(5_000);
    const successor = pending();
    expect(await cache.fetch('a', successor.compute)).toBe('[old]');
    const meanwhile = counting('[other]');
    expect(await cache.fetch('a', meanwhile)).toBe('[old]');
    expect(meanwhile.calls).toBe(0);
    successor.release('[new]');
    await settle();
    expect(await cache.fetch('a', meanwhile)).toBe('[new]');
    expect(meanwhile.calls).toBe(0);
  });

  it('never answers a page from before clear(), even while the next one is computed', async () => {
    const time = clock();
    const cache = createSearchCache<string>({ ttlMs: 5_000, maxEntries: 10, now: time.now });
    await cache.fetch('a', counting('[before the change]'));
    time.advance(5_000);
    cache.clear();
    const successor = pending();
    const answer = cache.fetch('a', successor.compute);
    successor.release('[after the change]');
    expect(await answer).toBe('[after the change]');
  });

  it('forgets an expired page whose successor failed', async () => {
    const time = clock();
    const cache = createSearchCache<string>({ ttlMs: 5_000, maxEntries: 10, now: time.now });
    await cache.fetch('a', counting('[old]'));
    time.advance(5_000);
    expect(await cache.fetch('a', () => Promise.reject(new Error('database down')))).toBe('[old]');
    await settle();
    expect(await cache.fetch('a', counting('[fresh]'))).toBe('[fresh]');
  });

  it('keeps different keys apart', async () => {
    const cache = createSearchCache<string>({ ttlMs: 5_000, maxEntries: 10 });
    expect(await cache.fetch('a', counting('[1]'))).toEqual('[1]');
    expect(await cache.fetch('b', counting('[2]'))).toEqual('[2]');
    expect(await cache.fetch('a', counting('[3]'))).toEqual('[1]');
  });

  it('computes again after clear(), also for a page that was still being computed', async () => {
    const cache = createSearchCache<string>({ ttlMs: 5_000, maxEntries: 10 });
    let release: (value: string) => void = () => {};
    const before = cache.fetch('a', () => new Promise((resolve) => (release = resolve)));
    cache.clear();
    const after = cache.fetch('a', counting('[new]'));
    release('[old]');
    expect(await before).toEqual('[old]');
    expect(await after).toEqual('[new]');
    expect(await cache.fetch('a', counting('[newer]'))).toEqual('[new]');
  });

  it('shares one computation between requests that miss at the same time', async () => {
    const cache = createSearchCache<string>({ ttlMs: 5_000, maxEntries: 10 });
    const compute = counting('[1]');
    const pages = await Promise.all([cache.fetch('a', compute), cache.fetch('a', compute), cache.fetch('a', compute)]);
    expect(pages).toEqual(['[1]', '[1]', '[1]']);
    expect(compute.calls).toBe(1);
  });

  it('does not keep a failure', async () => {
    const cache = createSearchCache<string>({ ttlMs: 5_000, maxEntries: 10 });
    await expect(cache.fetch('a', () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(await cache.fetch('a', counting('[1]'))).toEqual('[1]');
  });

  it('drops the least recently used page beyond maxEntries', async () => {
    const cache = createSearchCache<string>({ ttlMs: 5_000, maxEntries: 2 });
    await cache.fetch('a', counting('a'));
    await cache.fetch('b', counting('b'));
    await cache.fetch('a', counting('a2')); // a is now the most recently used
    await cache.fetch('c', counting('c')); // b goes
    expect(await cache.fetch('a', counting('a3'))).toEqual('a');
    expect(await cache.fetch('c', counting('c2'))).toEqual('c');
    expect(await cache.fetch('b', counting('b2'))).toEqual('b2');
  });

  it('computes every time when the time to live is 0', async () => {
    const cache = createSearchCache<string>({ ttlMs: 0, maxEntries: 10 });
    const compute = counting('[1]');
    await cache.fetch('a', compute);
    await cache.fetch('a', compute);
    expect(compute.calls).toBe(2);
  });
});
