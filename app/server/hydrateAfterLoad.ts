/**
 * Hydration JavaScript is fetched once the page has loaded, not while it paints.
 *
 * React Router's <Scripts> writes a `<link rel="modulepreload">` for every module of the first load (hoisted by
 * React to the top of <head>) and a module script that imports them: the browser fetches ~100 KB of JS at once,
 * sharing a phone's bandwidth and main thread with the stylesheets and the lead picture, although the page is
 * complete, readable HTML without it (every link works with JavaScript off). On a finished page this moves both
 * into a small inline script that adds them once the window's `load` event has fired and the browser has reported
 * the first contentful paint (where it can), in a task of its own, or `latestMs` after the page was parsed if either is held up (a slow
 * picture, a tab opened in the background), whichever comes first. The preload links go in together with the
 * module script, so the modules still come in parallel, not as an import waterfall.
 * See docs/adr-page-transport.md.
 *
 * It runs on every page view, so it works on the page's bytes and decodes only the head and the module script.
 */
export const latestMs = 3000;

const modulePreloadLink = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;
const headEnd = Buffer.from('</head>');
const moduleType = Buffer.from(' type="module"');
const scriptOpen = Buffer.from('<script');
const scriptClose = Buffer.from('</script>');
const tagEnd = '>'.charCodeAt(0);

/** A JavaScript string literal that cannot end the inline script it sits in. */
function literal(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

const hrefAttribute = /\bhref="([^"]*)"/;
const nonceAttribute = /\bnonce="([^"]*)"/;

/** The inline loader; plain ES5, it runs on every browser the site supports before anything else is loaded. */
function loader(
  preloads: string[],
  nonce: string | undefined,
  moduleCode: string,
  catalogs: string[],
): string {
  const nonced = nonce ? `.nonce=${literal(nonce)};` : '';
  return (
    '(function(){var started=false;function hydrate(){if(started)return;started=true;var d=document;' +
    `${literal(preloads)}.forEach(function(href){var l=d.createElement("link");l.rel="modulepreload";` +
    `l.href=href;${nonced && `l${nonced}`}d.head.appendChild(l)});` +
    `function start(){var s=d.createElement("script");s.type="module";${nonced && `s${nonced}`}` +
    `s.text=${literal(moduleCode)};d.body.appendChild(s)}` +
    (catalogs.length
      ? // the catalogs the hydration data names by address (catalogFiles.ts); if one fails, the page stays as the
        // server wrote it (complete, every link working) rather than hydrating without its words. Asked for in the
        // next task: adding the preloads and starting eight fetches took one 30-40 ms task at 4x CPU throttling
        `var c=${literal(catalogs)};setTimeout(function(){Promise.all(c.map(function(u){return fetch(u).then(` +
        'function(r){if(!r.ok)throw r;return r.text()})})).then(function(t){var m=window.__catalogs={};' +
        'c.forEach(function(u,i){m[u]=t[i]});start()},function(){})})}'
      : 'start()}') +
    // a task of its own: the `load` event's task often also lays the page out again (a web font or a picture
    // that arrived with it), and the two together made the longest task after the first paint
    'var loaded=false,painted=false;function ready(){if(loaded&&painted)setTimeout(hydrate)}' +
    'addEventListener("load",function(){loaded=true;ready()});' +
    // a browser that reports no paint entries (Safari 14.0) goes by `load` alone
    'var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){' +
    'var o=new P(function(list){if(list.getEntriesByName("first-contentful-paint").length){o.disconnect();' +
    'painted=true;ready()}});o.observe({type:"paint",buffered:true})}else painted=true;' +
    `setTimeout(hydrate,${latestMs})})()`
  );
}

/** Where the body's `<script … type="module">…</script>` is: the attribute must sit inside a script's own tag. */
function moduleScriptIn(html: Buffer, from: number) {
  for (
    let typeAt = html.indexOf(moduleType, from);
    typeAt >= 0;
    typeAt = html.indexOf(moduleType, typeAt + 1)
  ) {
    const scriptStart = html.lastIndexOf(scriptOpen, typeAt);
    const openEnd = html.indexOf(tagEnd, typeAt);
    if (scriptStart < from || openEnd < 0 || html.indexOf(tagEnd, scriptStart) !== openEnd) continue;
    const scriptEnd = html.indexOf(scriptClose, openEnd);
    return scriptEnd < 0 ? undefined : { scriptStart, openEnd, scriptEnd };
  }
  return undefined;
}

/**
 * The page with its hydration modules loaded after `load` (after fetching `catalogs`, the catalog files its
 * hydration data names); a page without React Router's module script as it was (the same Buffer).
 */
export function hydrateAfterLoad(html: Buffer, catalogs: string[] = []): Buffer {
  const bodyStart = html.indexOf(headEnd);
  if (bodyStart < 0) return html;
  const script = moduleScriptIn(html, bodyStart);
  if (!script) return html;
  const { scriptStart, openEnd, scriptEnd } = script;

  const preloads: string[] = [];
  const head = html.toString('utf8', 0, bodyStart).replace(modulePreloadLink, (link) => {
    const href = hrefAttribute.exec(link)?.[1];
    if (href) preloads.push(href);
    return '';
  });
  const nonce = nonceAttribute.exec(html.toString('utf8', scriptStart, openEnd))?.[1];
  const moduleCode = html.toString('utf8', openEnd + 1, scriptEnd);
  const deferred = `<script${nonce ? ` nonce="${nonce}"` : ''}>${loader(preloads, nonce, moduleCode, catalogs)}</script>`;
  return Buffer.concat([
    Buffer.from(head),
    html.subarray(bodyStart, scriptStart),
    Buffer.from(deferred),
    html.subarray(scriptEnd + scriptClose.length),
  ]);
}
