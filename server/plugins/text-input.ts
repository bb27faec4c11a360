import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.ts';

/**
 * PostgreSQL text (and jsonb) cannot hold U+0000: a string carrying one made the insert fail
 * with a 500. Every validated body and query string is checked once here, before any handler,
 * so no route can forget; the refusal names the field like a schema error does. It runs after
 * validation, so a request with other errors still gets every field's message at once.
 */
export function registerTextInputGuard(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    const field = findNul(request.query, 'query') ?? findNul(request.body, 'body');
    if (field !== undefined) throw new AppError('VALIDATION', 'invalid', { fields: { [field]: 'invalid' } });
  });
}

/** The dotted path of the first string (or key) with U+0000; iterative, as a body may nest deeply. */
function findNul(root: unknown, rootName: string): string | undefined {
  const stack: [unknown, string[]][] = [[root, []]];
  while (stack.length > 0) {
    const [value, path] = stack.pop()!;
    const name = () => (path.length > 0 ? path.join('.') : rootName);
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return name();
    } else if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        if (key.includes('\u0000')) return name();
        stack.push([child, [...path, key]]);
      }
    }
  }
  return undefined;
}
