// Server-only: merges every area's catalog into one flat catalog per language.
// Add a new area here in one line; its keys become valid MessageKeys everywhere.
import { common } from './catalogs/common';
import { home } from './catalogs/home';
import { article } from './catalogs/article';
import { shell } from './catalogs/shell';
import { account } from './catalogs/account';
import { errors } from './catalogs/errors';
import { notices } from './catalogs/notices';
import { catalogText, type CatalogText } from './catalogText';
import type { Language } from './locales';

// one area a line, so adding an area never conflicts with another
const areas = [common, home, article, shell, account, errors, notices] as const;

type AreaKeys<A> = A extends { zh: infer T } ? keyof T : never;
export type MessageKey = AreaKeys<(typeof areas)[number]> & string;
export type Messages = Record<MessageKey, string>;

const catalogs = Object.fromEntries(
  (['zh', 'en', 'de', 'fr', 'bo'] as const).map((lang) => [
    lang,
    Object.assign({}, ...areas.map((area) => area[lang])) as Messages,
  ]),
) as Record<Language, Messages>;

export function messagesFor(lang: Language): Messages {
  return catalogs[lang];
}

const texts = Object.fromEntries(
  Object.entries(catalogs).map(([lang, messages]) => [lang, catalogText(messages)]),
) as Record<Language, CatalogText>;

/** The language's catalog as the text the root loader sends. */
export function catalogTextFor(lang: Language): CatalogText {
  return texts[lang];
}

export function allCatalogs(): Record<Language, Messages> {
  return catalogs;
}
