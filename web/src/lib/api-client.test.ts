import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { isoDateTime } from '#common/schema-helpers.ts';
import { ApiError, apiFetch, UnexpectedAnswerError } from './api-client.ts';

const schema = z.object({ id: z.number().int(), createdAt: isoDateTime });

function answer(body: unknown, status = 200) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(body, { status })),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('apiFetch', () => {
  it("hands on the answer as JSON once the route's schema accepts it", async () => {
    answer({ id: 1, createdAt: '2026-01-01T00:00:00.000Z' });
    expect(await apiFetch('/api/x', schema)).toEqual({ id: 1, createdAt: '2026-01-01T00:00:00.000Z' });
  });

  it('fails on an answer that does not match its schema, naming the field', async () => {
    answer({ id: '1', createdAt: '2026-01-01T00:00:00.000Z' });
    const failure = apiFetch('/api/x', schema);
    await expect(failure).rejects.toBeInstanceOf(UnexpectedAnswerError);
    await expect(failure).rejects.toThrow('/api/x: the answer does not match its schema (id)');
  });

  it("raises the server's message and fields, or the spec's status text", async () => {
    answer({ message: 'Invalid input', code: 'VALIDATION', fields: { phone: 'bad' } }, 400);
    await expect(apiFetch('/api/x', schema)).rejects.toEqual(
      new ApiError(400, 'Invalid input', 'VALIDATION', { phone: 'bad' }),
    );
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('Bad Gateway', { status: 502 })),
    );
    await expect(apiFetch('/api/x', schema)).rejects.toThrow('502: Bad Gateway');
  });
});
