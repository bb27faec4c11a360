import type { z } from 'zod';
import type { ErrorBody, ErrorCode } from '#common/errors.ts';
import { parseNextLink } from '#common/link-header.ts';
import { parseTotalCount, TOTAL_COUNT_HEADER } from '#common/listing-count.ts';
import { currentLanguage } from './i18n.ts';

/** A failed API answer: the server's message in the user's language, or "{status}: {text}". */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | undefined;
  readonly fields: Record<string, string>;

  constructor(status: number, message: string, code?: ErrorCode, fields: Record<string, string> = {}) {
    super(message);
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

/** An answer that is not what the route's schema says: the server and this client disagree. */
export class UnexpectedAnswerError extends Error {
  readonly issues: readonly z.core.$ZodIssue[];

  constructor(path: string, issues: readonly z.core.$ZodIssue[]) {
    super(`${path}: the answer does not match its schema (${issues.map((issue) => issue.path.join('.')).join(', ')})`);
    this.issues = issues;
  }
}

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

/**
 * The one way the web app calls the API: cookies, the interface language, JSON in and out. The
 * answer is parsed by the route's own response schema from common/ and typed as that schema's
 * JSON (`z.input`: dates stay ISO strings), so a server that answers something else fails here,
 * and in the tests, rather than deep inside a component. A 204 answers null.
 */
export async function apiRequest<S extends z.ZodType>(
  path: string,
  schema: S,
  { method = 'GET', body, signal }: ApiRequest = {},
): Promise<{ data: z.input<S>; headers: Headers }> {
  const isForm = body instanceof FormData;
  const headers: Record<string, string> = { 'accept-language': currentLanguage(), accept: 'application/json' };
  if (body !== undefined && !isForm) headers['content-type'] = 'application/json';
  const response = await fetch(path, {
    method,
    credentials: 'include',
    headers,
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    signal,
  });
  if (!response.ok) throw apiError(response.status, response.statusText, await response.text().catch(() => ''));
  const json: unknown = response.status === 204 ? null : await response.json();
  return { data: parseAnswer(path, schema, json), headers: response.headers };
}

/** A page of a paged list (`GET /api/apartments`): its items, the next page's URL (Link rel="next") and the count (X-Total-Count). */
export async function apiPage<S extends z.ZodType<unknown[]>>(path: string, schema: S, signal?: AbortSignal) {
  const { data, headers } = await apiRequest(path, schema, { signal });
  return {
    listings: data as z.input<S>,
    next: parseNextLink(headers.get('link')),
    total: parseTotalCount(headers.get(TOTAL_COUNT_HEADER)),
  };
}

/** The answer's body alone; see apiRequest. */
export async function apiFetch<S extends z.ZodType>(
  path: string,
  schema: S,
  request?: ApiRequest,
): Promise<z.input<S>> {
  return (await apiRequest(path, schema, request)).data;
}

/** Checks a JSON answer against its schema and hands it on as JSON (the schema's decoded form, with Dates, is not kept). */
export function parseAnswer<S extends z.ZodType>(path: string, schema: S, json: unknown): z.input<S> {
  const result = schema.safeParse(json);
  if (!result.success) throw new UnexpectedAnswerError(path, result.error.issues);
  return json as z.input<S>;
}

/** The error of a failed answer: the server's `{message, code, fields}`, or the spec's "{status}: {text}". */
export function apiError(status: number, statusText: string, text: string): ApiError {
  try {
    const body = JSON.parse(text) as Partial<ErrorBody>;
    if (typeof body.message === 'string') return new ApiError(status, body.message, body.code, body.fields ?? {});
  } catch {
    // Not JSON: fall through to the spec's generic text.
  }
  return new ApiError(status, `${status}: ${text || statusText}`);
}
