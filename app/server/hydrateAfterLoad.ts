/**
 * Hydration JavaScript is fetched once the page has loaded, not while it paints.
 *
 * React Router's <Scripts> writes a `<link rel="modulepreload">` for every module of the first load (hoisted by
 * React to the top of <head>) and a module script that imports them: the browser fetches ~100 KB of JS at once,
 * sharing a phone's bandwidth and main thread with the stylesheets and the lead picture, although the page is
 * complete, readable HTML without it (every link works with JavaScript off). On a finished page this moves both
 * into a small inline script that adds them when the window's `load` event fires, or `latestMs` after the page
 * was parsed if `load` is held up (a slow picture), whichever comes first. The preload links go in together with
 * the module script, so the modules still come in parallel, not as an import waterfall.
 * See docs/adr-page-transport.md.
 */
export const latestMs = 3000;

const modulePreloadLink = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;
const moduleScript = /<script\b([^>]*)\btype="module"[^>]*>([\s\S]*?)<\/script>/;

/** A JavaScript string literal that cannot end the inline script it sits in. */
function literal(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1];
}

/** The inline loader; plain ES5, it runs on every browser the site supports before anything else is loaded. */
function loader(preloads: string[], nonce: string | undefined, moduleCode: string): string {
  return (
    '(function(){var started=false;function hydrate(){if(started)return;started=true;var d=document;' +
    `${literal(preloads)}.forEach(function(href){var l=d.createElement("link");l.rel="modulepreload";` +
    `l.href=href;${nonce ? `l.nonce=${literal(nonce)};` : ''}d.head.appendChild(l)});` +
    `var s=d.createElement("script");s.type="module";${nonce ? `s.nonce=${literal(nonce)};` : ''}` +
    `s.text=${literal(moduleCode)};d.body.appendChild(s)}` +
    `addEventListener("load",hydrate);setTimeout(hydrate,${latestMs})})()`
  );
}

/** The page with its hydration modules loaded after `load`; a page without React Router's module script as it was. */
export function hydrateAfterLoad(html: Buffer): Buffer {
  const page = html.toString('utf8');
  const script = moduleScript.exec(page);
  const headEnd = page.indexOf('</head>');
  if (!script || headEnd < 0 || script.index < headEnd) return html;

  const preloads: string[] = [];
  const head = page.slice(0, headEnd).replace(modulePreloadLink, (link) => {
    const href = attribute(link, 'href');
    if (href) preloads.push(href);
    return '';
  });
  const nonce = attribute(script[1]!, 'nonce');
  const deferred = `<script${nonce ? ` nonce="${nonce}"` : ''}>${loader(preloads, nonce, script[2]!)}</script>`;
  const body = page.slice(headEnd);
  const at = script.index - headEnd;
  return Buffer.from(head + body.slice(0, at) + deferred + body.slice(at + script[0].length));
}
