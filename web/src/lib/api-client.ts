import type { ErrorBody, ErrorCode } from '../../../common/errors.ts';
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

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

/** The one way the web app calls the API: cookies, the interface language, JSON in and out. */
export async function apiFetch<T>(path: string, request: ApiRequest = {}): Promise<T> {
  return (await apiFetchWithHeaders<T>(path, request)).data;
}

/** Like apiFetch, for the answers that carry meaning in headers (the list's `Link: rel="next"`). */
export async function apiFetchWithHeaders<T>(
  path: string,
  { method = 'GET', body, signal }: ApiRequest = {},
): Promise<{ data: T; headers: Headers }> {
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
  if (!response.ok) throw await toApiError(response);
  const data = response.status === 204 ? (undefined as T) : ((await response.json()) as T);
  return { data, headers: response.headers };
}

/** The target of an RFC 8288 `Link` header's rel="next", or null on the last page. */
export function nextLink(headers: Headers): string | null {
  for (const part of (headers.get('link') ?? '').split(',')) {
    const match = /<([^>]+)>\s*;\s*rel="?next"?/i.exec(part);
    if (match?.[1]) return match[1];
  }
  return null;
}

export async function toApiError(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  try {
    const body = JSON.parse(text) as Partial<ErrorBody>;
    if (typeof body.message === 'string') {
      return new ApiError(response.status, body.message, body.code, body.fields ?? {});
    }
  } catch {
    // Not JSON: fall through to the spec's generic text.
  }
  return new ApiError(response.status, `${response.status}: ${text || response.statusText}`);
}
