import { type EntryContext, type RouterContextProvider, ServerRouter } from 'react-router';
import { prerenderToNodeStream } from 'react-dom/static';
import { languageOfPath } from '#common/languages.ts';
import { STARTUP_NAMESPACES, TEXTS_ELEMENT_ID } from '#web/lib/i18n.ts';
import { TranslatorContext } from '#web/lib/use-translation.ts';
import { holdAppCode } from './app-code.server.ts';
import { EARLY_TAPS_SCRIPT } from './early-taps.server.ts';
import { inlineJson } from './inline-json.server.ts';
import { pageNamespaces } from './page-handle.ts';
import { pickTexts, serverTranslator } from './texts.server.ts';

// The server fills the loaders' services through this key (server/plugins/web-app.ts).
export { pageServicesContext } from './page-services.ts';

/** A render that has not finished by then is abandoned (its boundaries show their fallbacks). */
export const streamTimeout = 5_000;

/**
 * Renders a page whole before answering: every page's data comes from its loaders (none is
 * streamed in later), the server keeps the HTML of visitors' pages (web-app.ts), and a page
 * needs its inline scripts complete to be given their hashes in the Content-Security-Policy.
 * The first screen's texts ride in the page, so hydration waits for no request.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  _loadContext: RouterContextProvider,
) {
  responseHeaders.set('content-type', 'text/html; charset=utf-8');
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const language = languageOfPath(new URL(request.url).pathname);
  const namespaces = new Set([...STARTUP_NAMESPACES, ...pageNamespaces(routerContext)]);
  const texts = inlineJson(pickTexts(language, namespaces));
  const textsElement = `<script id="${TEXTS_ELEMENT_ID}" type="application/json">${texts}</script>`;

  let status = responseStatusCode;
  // Node's stream of the whole page, not the web stream: web streams and the Response read back
  // from them cost ~15% of a list page's CPU.
  const { prelude } = await prerenderToNodeStream(
    <TranslatorContext value={serverTranslator(language)}>
      <ServerRouter context={routerContext} url={request.url} />
    </TranslatorContext>,
    {
      signal: AbortSignal.timeout(streamTimeout + 1000),
      // The page goes out whole, so no part is held back for a later chunk: above this size React
      // sends a Suspense boundary's content after the page and shows it a frame after the first
      // paint, which moved the listing page down by the city strip's height (CLS 0.29).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error) {
        status = 500;
        console.error(error);
      },
    },
  );
  const decoder = new TextDecoder();
  let page = '';
  // A Node stream (the web build's types know nothing of Node's): its chunks are bytes.
  for await (const chunk of prelude as unknown as AsyncIterable<Uint8Array>) {
    page += decoder.decode(chunk, { stream: true });
  }
  const html = holdAppCode(page + decoder.decode()).replace(
    '</head>',
    `<script>${EARLY_TAPS_SCRIPT}</script>${textsElement}</head>`,
  );
  return new Response(html, { status, headers: responseHeaders });
}
