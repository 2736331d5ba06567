// The page's stylesheets, inlined into finished pages' <head>. Each route's CSS is small (the article's is ~12 KB
// raw, ~4 KB compressed, over three files), but as <link>s they are three more round trips before anything can be
// painted. Inlined, the first paint needs the document alone; the <link>s stay (React Router's <Links> hydrates
// against them and manages them on client navigations) but are marked media="print", which makes them
// non-blocking downloads that fill the cache for later pages. See docs/adr-page-transport.md.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export type StyleInliner = (html: Buffer) => Buffer;

const stylesheetLink = /<link ((?:nonce="[^"]*" )?)rel="stylesheet" href="([^"]+)"\/>/g;

/** Reads the client build's CSS once (hashed, immutable files) and gives the function that inlines it. */
export function createStyleInliner(clientDir: string, basePath: string): StyleInliner {
  const styles = new Map<string, string>();
  const assets = join(clientDir, 'assets');
  let names: string[] = [];
  try {
    names = readdirSync(assets).filter((name) => name.endsWith('.css'));
  } catch {
    // no client build: nothing to inline
  }
  for (const name of names) {
    // our own built CSS; still, nothing in it may close the style element early
    const css = readFileSync(join(assets, name), 'utf8').replace(/<\/style/gi, '<\\/style');
    styles.set(`${basePath}assets/${name}`, css);
  }
  return (html) => inlineStyles(html, styles);
}

export function inlineStyles(html: Buffer, styles: ReadonlyMap<string, string>): Buffer {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0 || styles.size === 0) return html;
  const head = html.subarray(0, headEnd).toString('utf8');
  let changed = false;
  const inlined = head.replace(stylesheetLink, (link: string, nonce: string, href: string) => {
    const css = styles.get(href);
    if (css === undefined) return link;
    changed = true;
    return `<style>${css}</style><link ${nonce}rel="stylesheet" href="${href}" media="print"/>`;
  });
  return changed ? Buffer.concat([Buffer.from(inlined), html.subarray(headEnd)]) : html;
}
