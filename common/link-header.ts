/**
 * A list answer names its next page in an RFC 8288 `Link` header (DESIGN.md section 3): the
 * server writes it with `nextLinkHeader`, the web client reads it with `parseNextLink`.
 */
export function nextLinkHeader(path: string): string {
  return `<${path}>; rel="next"`;
}

/** The target of the link whose rel is "next" (any case, quoted or not), or null on the last page. */
export function parseNextLink(header: string | null | undefined): string | null {
  for (const part of (header ?? '').split(',')) {
    const [, target, params = ''] = /^\s*<([^>]+)>(.*)$/.exec(part) ?? [];
    if (target && /;\s*rel\s*=\s*"?next"?\s*(;|$)/i.test(params)) return target;
  }
  return null;
}
