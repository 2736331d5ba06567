// A first page's catalogs as files, not as text inside its HTML.
//
// Every loader sends its areas' catalogs (the root's four, the page's own) as JSON texts in React Router's
// hydration data: on the article page ~20 KB of the 56 KB of HTML, 3 KB of its 14.6 KB gzip, which pushed the
// document past what the first round trip of a new connection carries (docs/adr-lcp.md). The page's first paint
// needs none of it (the server wrote every word), and hydration starts only after `load` (hydrateAfterLoad.ts).
// So, once per render, each catalog text in the hydration data is replaced by its file's address, and the inline
// loader fetches those files (immutable, cached across pages) before it starts React; readCatalog
// (app/i18n/catalogText.ts) reads an address through what was fetched. Data for a later navigation still carries
// the texts: only the document's HTML passes through here.
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { everyCatalogText } from '~/i18n/messages.server';

export interface CatalogFiles {
  /** a catalog file's address under the base path → its text */
  byAddress: ReadonlyMap<string, string>;
  /** how each catalog text appears inside React Router's hydration data → its address */
  embedded: readonly { inData: Buffer; address: Buffer; path: string }[];
}

/**
 * How a string in the turbo-stream line appears in the page: the line is written as a JavaScript string literal
 * (JSON.stringify) with &, <, > and the line separators escaped (React Router's escapeHtml); both are per character.
 */
function inHydrationData(value: string): Buffer {
  return Buffer.from(
    JSON.stringify(JSON.stringify(value))
      .slice(1, -1)
      .replace(/[&<>\u2028\u2029]/g, (c) => {
        return `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
      }),
  );
}

export function catalogFiles(basePath: string): CatalogFiles {
  const byAddress = new Map<string, string>();
  const embedded: CatalogFiles['embedded'][number][] = [];
  for (const { lang, area, text } of everyCatalogText()) {
    // the content's hash in the name: a changed catalog is a new file, so a file may be cached for good
    const hash = createHash('sha256').update(text).digest('base64url').slice(0, 10);
    const path = `${basePath}i18n/${lang}/${area}.${hash}.json`;
    byAddress.set(path, text);
    embedded.push({ inData: inHydrationData(text), address: inHydrationData(path), path });
  }
  return { byAddress, embedded };
}

/** how `"{"` (a string holding a JSON object) opens in the hydration data */
const objectInString = inHydrationData('{"').subarray(0, -2);

/** the hydration data's scripts: the catalogs are looked for only there */
const dataScript = Buffer.from('window.__reactRouterContext.streamController.enqueue(');

/**
 * The page with each catalog text in its hydration data replaced by its file's address, and the addresses
 * (for the inline loader to fetch). A text not found whole (a catalog the running server does not know) stays.
 */
export function catalogsByAddress(html: Buffer, files: CatalogFiles): { html: Buffer; addresses: string[] } {
  const first = html.indexOf(dataScript);
  if (first < 0) return { html, addresses: [] };
  const parts: Buffer[] = [];
  const addresses: string[] = [];
  let from = first;
  let copied = first;
  // a catalog text is the one kind of string in the data that holds a JSON object: look only where one starts
  for (let at = html.indexOf(objectInString, from); at >= 0; at = html.indexOf(objectInString, from)) {
    const file = files.embedded.find(
      ({ inData }) =>
        at + inData.length <= html.length &&
        html.compare(inData, 0, inData.length, at, at + inData.length) === 0,
    );
    from = at + objectInString.length;
    if (!file) continue;
    parts.push(html.subarray(copied, at), file.address);
    if (!addresses.includes(file.path)) addresses.push(file.path);
    copied = from = at + file.inData.length;
  }
  from = copied;
  if (!addresses.length) return { html, addresses };
  return { html: Buffer.concat([html.subarray(0, first), ...parts, html.subarray(from)]), addresses };
}

/** Serves the catalog files: immutable, as their names carry their content's hash. */
export function registerCatalogFiles(app: FastifyInstance, files: CatalogFiles): void {
  for (const [path, text] of files.byAddress) {
    app.get(path, (_request, reply) =>
      reply
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .type('application/json; charset=utf-8')
        .send(text),
    );
  }
}
