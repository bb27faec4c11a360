import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingReference } from '#common/listings.ts';
import { buildTestApp, createSignedInUsers, TEST_ROLES, type TestApp } from '#server/test-utils/test-app.ts';
import { insertListings } from './test-listings.ts';

/**
 * /my-properties and the management table page through `GET /api/apartments?available=all`
 * (issue 21, item 4): an owner's own listings, available, unavailable or hidden by moderation,
 * newest first, with the count, the cursor and `q`; an admin's over every listing.
 */
let t: TestApp;
let session: Awaited<ReturnType<typeof createSignedInUsers<keyof typeof TEST_ROLES>>>;
/** The owner's 30 listings, newest first. */
let mine: number[];
let theirs: number[];
/** The owner's one listing titled "Garden villa…". */
let villa: number;
const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n));

interface Page {
  ids: number[];
  next: string | undefined;
  total: string | undefined;
  body: { id: number; ownerId: number; hidden: boolean; hiddenReason: string | null }[];
}

async function page(url: string, as: keyof typeof TEST_ROLES): Promise<Page> {
  const response = await t.app.inject({ url, headers: session.cookies[as] });
  expect(response.statusCode, response.body).toBe(200);
  const link = /<([^>]+)>;\s*rel="next"/.exec(String(response.headers.link ?? ''));
  return {
    ids: response.json().map((listing: { id: number }) => listing.id),
    next: link?.[1],
    total: response.headers['x-total-count'] as string | undefined,
    body: response.json(),
  };
}

const ownList = (query = '') =>
  `/api/apartments?available=all&ownerId=${session.users.owner.id}&limit=12${query ? `&${query}` : ''}`;

beforeAll(async () => {
  t = await buildTestApp();
  session = await createSignedInUsers(t, TEST_ROLES);
  const owner = session.users.owner.id;
  const inserted = await insertListings(
    t.db,
    Array.from({ length: 30 }, (_, i) => ({
      ownerId: owner,
      createdAt: day(i % 10), // ten days, three listings each: ties broken by id
      title_en: i === 7 ? 'Garden villa in Zayouna' : `Flat number ${i}`,
      title_ar: i === 11 ? 'بيت تراثي في الأعظمية' : `شقة رقم ${i}`,
      available: i % 4 !== 0,
      ...(i === 3 ? { moderation: 'hidden' as const, moderationNote: 'Photos of another property' } : {}),
      ...(i === 5 ? { moderation: 'held' as const } : {}),
    })),
  );
  villa = inserted[7]!;
  mine = [...inserted].sort((a, b) => {
    const byDay = (inserted.indexOf(b) % 10) - (inserted.indexOf(a) % 10);
    return byDay !== 0 ? byDay : b - a;
  });
  theirs = await insertListings(t.db, [
    { ownerId: session.users.otherOwner.id, title_en: 'Garden villa of someone else', available: false },
    { ownerId: session.users.otherOwner.id, moderation: 'hidden', moderationNote: 'Not yours to read' },
  ]);
});

afterAll(() => t.close());

describe('an owner’s paged list', () => {
  it('pages through every own listing newest first, without gaps or repeats, with the count', async () => {
    const first = await page(ownList(), 'owner');
    expect(first.total).toBe('30');
    expect(first.ids).toEqual(mine.slice(0, 12));
    const second = await page(first.next!, 'owner');
    const third = await page(second.next!, 'owner');
    expect([...first.ids, ...second.ids, ...third.ids]).toEqual(mine);
    expect(third.next).toBeUndefined();
    // Unavailable and hidden listings are the owner's to see, marked, with the admin's reason.
    const all = [...first.body, ...second.body, ...third.body];
    expect(all.filter((listing) => listing.hidden).map((listing) => listing.hiddenReason)).toEqual(
      expect.arrayContaining(['Photos of another property', null]),
    );
    expect(all.filter((listing) => listing.hidden)).toHaveLength(2);
  });

  it('finds by title in English or Arabic, and by reference, among the owner’s listings only', async () => {
    const villas = await page(ownList('q=garden villa'), 'owner');
    expect(villas.ids).toEqual([villa]);
    expect(villas.total).toBe('1');
    const arabic = await page(ownList(`q=${encodeURIComponent('الاعظمية')}`), 'owner');
    expect(arabic.ids).toHaveLength(1);
    const target = mine[17]!;
    const byReference = await page(ownList(`q=${listingReference(target)}`), 'owner');
    expect(byReference.ids).toEqual([target]);
    // Another owner's reference finds nothing here.
    expect((await page(ownList(`q=${listingReference(theirs[0]!)}`), 'owner')).ids).toEqual([]);
  });

  it('never shows another owner’s unavailable or hidden listings, whatever the parameters', async () => {
    const other = session.users.otherOwner.id;
    const asking = await t.app.inject({
      url: `/api/apartments?available=all&ownerId=${other}&q=garden`,
      headers: session.cookies.owner,
    });
    expect(asking.statusCode).toBe(403);
    const withoutAll = await page(`/api/apartments?ownerId=${other}&limit=50`, 'owner');
    expect(withoutAll.ids).toEqual([]);
    const everything = await page('/api/apartments?q=garden villa&limit=50', 'owner');
    expect(everything.ids).not.toContain(theirs[0]);
    expect((await t.app.inject(ownList())).statusCode).toBe(401);
  });

  it('gives an admin every listing, everyone’s hidden ones included, and admins read the reason', async () => {
    const first = await page('/api/apartments?available=all&limit=50', 'admin');
    expect(first.total).toBe('32');
    expect(first.ids).toEqual(expect.arrayContaining([...mine.slice(0, 10), ...theirs]));
    const villas = await page('/api/apartments?available=all&q=garden villa', 'admin');
    expect(villas.ids).toEqual([villa, theirs[0]].sort((a, b) => b! - a!));
    const hidden = await page(`/api/apartments?available=all&q=${listingReference(theirs[1]!)}`, 'admin');
    expect(hidden.body[0]).toMatchObject({ id: theirs[1], hidden: true, hiddenReason: 'Not yours to read' });
  });
});
