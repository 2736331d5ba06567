import type { Messages } from './messages.server';

/**
 * One area's catalog in one language as JSON text: what the loaders send. React Router's turbo-stream walks
 * every key and value of an object it serialises (~250 of them per catalog, on every page view); one string
 * is one step. See docs/adr-app-server-processes.md.
 */
export type CatalogText = string & { readonly __catalogText: true };

/** The catalog texts a loader sends: the root's areas, or a route's own. */
export type PageCatalog = readonly CatalogText[];

export function catalogText(messages: Partial<Messages>): CatalogText {
  return JSON.stringify(messages) as CatalogText;
}

// the server hands out the same few texts again and again (areas × languages), the browser a handful
const parsed = new Map<string, Partial<Messages>>();
const keptTexts = 64;

/**
 * A first page names its catalogs by address instead of carrying them (app/server/catalogFiles.ts): its inline
 * loader fetched them into `__catalogs` before starting React. A text is a JSON object; an address is not (and
 * never reaches the server's renders, which happen before the addresses are written).
 */
declare const __catalogs: Record<string, string>;

function parse(text: CatalogText): Partial<Messages> {
  let messages = parsed.get(text);
  if (!messages) {
    messages = JSON.parse(text[0] == '{' ? text : __catalogs[text]!) as Partial<Messages>;
    if (parsed.size >= keptTexts) parsed.clear();
    parsed.set(text, messages);
  }
  return messages;
}

let last: { texts: PageCatalog; messages: Partial<Messages> } | undefined;

const sameTexts = (a: PageCatalog, b: PageCatalog) =>
  a.length === b.length && a.every((text, i) => text === b[i]);

/**
 * The catalogs in the texts, later areas layered over earlier ones: the same object for the same texts,
 * so the translator made from it is remade only when the page's catalogs change.
 */
export function readCatalog(texts: PageCatalog): Partial<Messages> {
  if (last && sameTexts(last.texts, texts)) return last.messages;
  const messages = texts.length === 1 ? parse(texts[0]!) : Object.assign({}, ...texts.map(parse));
  last = { texts, messages };
  return messages;
}

type CatalogMatch = { loaderData?: unknown; data?: unknown } | undefined;

/** The catalog texts the matched routes' loaders sent, outermost first: the root's areas, then the page's. */
export function matchedCatalog(matches: readonly CatalogMatch[]): CatalogText[] {
  return matches.flatMap((match) => {
    const data = (match?.loaderData ?? match?.data) as { catalog?: PageCatalog } | null | undefined;
    return data?.catalog ?? [];
  });
}
