import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestUser, sessionCookie, type TestApp } from '#server/test-utils/test-app.ts';
import type { SessionUser } from '../auth/session-store.ts';
import { insertBooking } from '../bookings/test-bookings.ts';
import { insertListing } from '../listings/test-listings.ts';
import { onBookingCreated } from './events.ts';

let t: TestApp;
let baseUrl: string;
let owner: SessionUser;
let ownerCookie: { cookie: string };

beforeAll(async () => {
  t = await buildTestApp();
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  owner = await createTestUser(t.db, { role: 'owner' });
  ownerCookie = await sessionCookie(t.app, owner);
});
afterAll(() => t.close());

/** A booking request by a renter on a new listing of the owner's called `title`; returns its id. */
async function createBooking(title: string): Promise<number> {
  const listing = await insertListing(t.db, owner.id, { title_en: title });
  const booker = await createTestUser(t.db);
  return (await insertBooking(t.db, listing.id, booker.id)).id;
}

async function nextEvent(reader: ReadableStreamDefaultReader<Uint8Array>, ms = 5000) {
  const decoder = new TextDecoder();
  let text = '';
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const timeout = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), deadline - Date.now()));
    const chunk = await Promise.race([reader.read(), timeout]);
    if (chunk === 'timeout' || chunk.done) break;
    text += decoder.decode(chunk.value, { stream: true });
    const event = text.split('\n\n').find((block) => block.includes('event: notification'));
    if (event) {
      const id = /^id: (\d+)$/m.exec(event)?.[1];
      const data = /^data: (.*)$/m.exec(event)?.[1];
      return { id: Number(id), data: JSON.parse(data ?? 'null') };
    }
  }
  throw new Error(`no notification event within ${ms} ms; received: ${text}`);
}

describe('GET /api/notifications/stream', () => {
  it('answers 401 without a session', async () => {
    const response = await fetch(`${baseUrl}/api/notifications/stream`);
    expect(response.status).toBe(401);
  });

  it('pushes a committed notification in the asked language, and nothing of a rolled-back change', async () => {
    const controller = new AbortController();
    const response = await fetch(`${baseUrl}/api/notifications/stream?lang=en`, {
      headers: ownerCookie,
      signal: controller.signal,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const reader = response.body!.getReader();

    const rolledBack = await createBooking('Rolled Back Flat');
    await t.db
      .transaction(async (tx) => {
        await onBookingCreated(tx, rolledBack);
        throw new Error('booking refused');
      })
      .catch(() => {});
    const committed = await createBooking('Committed Flat');
    await t.db.transaction((tx) => onBookingCreated(tx, committed));

    const event = await nextEvent(reader);
    expect(event.data).toMatchObject({
      id: event.id,
      type: 'other',
      title: 'New booking request for Committed Flat',
      read: false,
      params: { bookingId: committed },
    });
    expect(typeof event.data.createdAt).toBe('string');
    controller.abort();
  });

  it('resumes after Last-Event-ID and never sends another user their notifications', async () => {
    const stranger = await createTestUser(t.db);
    const first = await createBooking('Resume Flat One');
    await onBookingCreated(t.db, first);
    const strangerController = new AbortController();
    const strangerResponse = await fetch(`${baseUrl}/api/notifications/stream`, {
      headers: await sessionCookie(t.app, stranger),
      signal: strangerController.signal,
    });
    const strangerReader = strangerResponse.body!.getReader();

    const controller = new AbortController();
    const response = await fetch(`${baseUrl}/api/notifications/stream?lang=en`, {
      headers: { ...ownerCookie, 'last-event-id': '0' },
      signal: controller.signal,
    });
    const caughtUp = await nextEvent(response.body!.getReader());
    expect(caughtUp.data.title).toMatch(/^New booking request for /);
    await expect(nextEvent(strangerReader, 500)).rejects.toThrow('no notification event');
    controller.abort();
    strangerController.abort();
  });

  // Last: it closes the app.
  it('ends open streams when the app shuts down', async () => {
    const response = await fetch(`${baseUrl}/api/notifications/stream`, { headers: ownerCookie });
    const reader = response.body!.getReader();
    await t.app.close();
    let chunk = await reader.read();
    while (!chunk.done) chunk = await reader.read();
    expect(chunk.done).toBe(true);
  });
});
