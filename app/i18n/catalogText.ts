import type { Messages } from './messages.server';

/**
 * A language's whole catalog as JSON text: what the root loader sends with every page. React Router's
 * turbo-stream walks every key and value of an object it serialises (~250 of them per catalog, on every page
 * view); one string is one step. See docs/adr-app-server-processes.md.
 */
export type CatalogText = string & { readonly __catalogText: true };

export function catalogText(messages: Messages): CatalogText {
  return JSON.stringify(messages) as CatalogText;
}

// the server hands out the same few texts again and again, the browser gets one per root load
const parsed = new Map<string, Messages>();
const keptTexts = 8;

/** The catalog in a text, parsed once per text. */
export function readCatalog(text: CatalogText): Messages {
  let messages = parsed.get(text);
  if (!messages) {
    messages = JSON.parse(text) as Messages;
    if (parsed.size >= keptTexts) parsed.clear();
    parsed.set(text, messages);
  }
  return messages;
}
