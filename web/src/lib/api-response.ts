import { toApiError } from './api-client.ts';
import { currentLanguage } from './i18n.ts';

/** A GET whose headers matter too (Link paging, X-Unread-Count); errors as apiFetch raises them. */
export async function apiGetWithHeaders<T>(path: string, signal?: AbortSignal): Promise<{ data: T; headers: Headers }> {
  const response = await fetch(path, {
    credentials: 'include',
    headers: { 'accept-language': currentLanguage(), accept: 'application/json' },
    signal,
  });
  if (!response.ok) throw await toApiError(response);
  return { data: (await response.json()) as T, headers: response.headers };
}

/** The `rel="next"` target of an RFC 8288 Link header, or null on the last page. */
export function nextPageUrl(headers: Headers): string | null {
  for (const part of (headers.get('link') ?? '').split(',')) {
    const match = /<([^>]+)>\s*;\s*rel="?next"?/.exec(part);
    if (match?.[1]) return match[1];
  }
  return null;
}
