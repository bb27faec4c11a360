import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

export interface MockAnswer {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface MockRequest {
  method: string;
  path: string;
  url: URL;
  body: unknown;
}

type Handler = (request: MockRequest) => MockAnswer | Promise<MockAnswer>;

/** The fake API every web test talks to: msw answers fetch and XMLHttpRequest at the network level. */
const server = setupServer();

/** Runs in every web test file (test-setup.ts): a request no test answered fails it (see the catch-all below). */
export function startMockApi() {
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}

async function readBody(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text === '') return undefined;
  return request.headers.get('content-type')?.includes('application/json') ? JSON.parse(text) : text;
}

/**
 * Answers `"METHOD /path"` with its handler (the query string is not part of the key) and
 * records every call in `calls`; any other call to the API is answered 599, so the test fails
 * loudly where the screen shows the error.
 */
export function mockApi(handlers: Record<string, Handler>) {
  const calls: MockRequest[] = [];
  const record = async (request: Request): Promise<MockRequest> => {
    const url = new URL(request.url);
    const call = { method: request.method, path: url.pathname, url, body: await readBody(request) };
    calls.push(call);
    return call;
  };
  const answer = ({ status = 200, body, headers }: MockAnswer) =>
    status === 204
      ? new HttpResponse(null, { status, headers })
      : HttpResponse.json(body ?? null, { status, headers: { 'content-type': 'application/json', ...headers } });
  server.use(
    ...Object.entries(handlers).map(([key, handler]) => {
      const [method = 'GET', path = '/'] = key.split(' ');
      return http[method.toLowerCase() as 'get'](path, async ({ request }) =>
        answer(await handler(await record(request))),
      );
    }),
    http.all('/api/*', async ({ request }) => {
      const call = await record(request);
      return answer({ status: 599, body: { message: `unmocked ${call.method} ${call.path}` } });
    }),
  );
  return { calls };
}
