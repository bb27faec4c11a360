import { inlineJson } from './inline-json.server.ts';

/**
 * The app's code starts once the first screen's photo has painted, not beside it. On a phone's
 * slow link the ~160 KB of code and the photo shared the bandwidth, so the largest paint waited
 * for the code although nothing on the screen needs it: the server's HTML is whole, its links
 * work, and the code only makes its buttons live. Started after that paint, the code takes the
 * link alone and arrives about as soon as before (the link stayed busy throughout), while the
 * photo no longer waits for it (bench/findings.md, eleventh round).
 *
 * React Router names the page's modules in modulepreload links and loads them from one inline
 * module script. Here the links go, and that script is held (a type the browser does not run)
 * until a small inline script of ours starts both: after the high-priority photo (the first
 * card's or the gallery's) has loaded and been painted, after the first paint when there is none,
 * and after CAP_MS at the latest. Its copy of the held text is allowed by the same hash in the
 * page's Content-Security-Policy (server/plugins/web-app.ts hashes every inline script).
 */
const CAP_MS = 1500;
const HELD_ID = 'dar-app-code';

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;

/** The browser's part: the modules preloaded at once, then the held script run. */
const startScript = (modules: string[]) => `((modules) => {
  var started = false;
  var start = function () {
    if (started) return;
    started = true;
    modules.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    });
    var held = document.getElementById('${HELD_ID}');
    var script = document.createElement('script');
    script.type = 'module';
    script.textContent = held.textContent;
    held.replaceWith(script);
  };
  var afterPaint = function () { requestAnimationFrame(function () { setTimeout(start); }); };
  var photo = document.querySelector('img[fetchpriority="high"]');
  if (photo && !photo.complete) {
    photo.addEventListener('load', afterPaint);
    photo.addEventListener('error', afterPaint);
  } else afterPaint();
  setTimeout(start, ${CAP_MS});
})(${inlineJson(modules)});`;

/** The page with its code held until its first screen has painted; a page without React Router's scripts as it is. */
export function holdAppCode(html: string): string {
  const loader = MODULE_SCRIPT.exec(html);
  if (!loader) return html;
  const modules = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  const held = `<script type="text/dar-held" id="${HELD_ID}">${loader[1]}</script><script>${startScript(modules)}</script>`;
  return html.replace(MODULE_SCRIPT, () => held).replace(MODULE_PRELOAD, '');
}
