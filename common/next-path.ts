/**
 * A same-site path to return to after login; never an absolute or protocol-relative URL.
 * Backslashes, whitespace and control characters are refused too: browsers drop or rewrite
 * them, which would turn `/\t/evil.example` into `//evil.example`. Without zod: the first page
 * load checks it (web/src/lib/error-text.ts), and zod is not part of that load.
 */
export const NEXT_PATH_PATTERN = /^\/(?!\/)[^\\\s\p{Cc}]*$/u;
export const NEXT_PATH_MAX_LENGTH = 2000;

export function isSameSitePath(path: string | null | undefined): path is string {
  return typeof path === 'string' && path.length <= NEXT_PATH_MAX_LENGTH && NEXT_PATH_PATTERN.test(path);
}
