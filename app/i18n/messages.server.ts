// Server-only: every area's catalog, and the texts the loaders send. Add a new area here in one line;
// its keys become valid MessageKeys everywhere, and a route's loader sends it by naming it in its handle.
import { account } from './catalogs/account';
import { activity } from './catalogs/activity';
import { article } from './catalogs/article';
import { common } from './catalogs/common';
import { errors } from './catalogs/errors';
import { home } from './catalogs/home';
import { lists } from './catalogs/lists';
import { live } from './catalogs/live';
import { notices } from './catalogs/notices';
import { search } from './catalogs/search';
import { shell } from './catalogs/shell';
import { subscription } from './catalogs/subscription';
import { reporter } from './catalogs/reporter';
import { leader } from './catalogs/leader';
import { interaction } from './catalogs/interaction';
import { points } from './catalogs/points';
import { invite } from './catalogs/invite';
import { certificate } from './catalogs/certificate';
import { player } from './catalogs/player';
import { topic } from './catalogs/topic';
import { comments } from './catalogs/comments';
import { vote } from './catalogs/vote';
import { uploads } from './catalogs/uploads';
import { paper } from './catalogs/paper';
import { shortVideo } from './catalogs/shortVideo';
import { shop } from './catalogs/shop';
import { ads } from './catalogs/ads';
import { study } from './catalogs/study';
import { ask } from './catalogs/ask';
import { qa } from './catalogs/qa';
import { circle } from './catalogs/circle';
import { tipoff } from './catalogs/tipoff';
import { submission } from './catalogs/submission';
import { settings } from './catalogs/settings';
import { mine } from './catalogs/mine';
import { catalogText, type CatalogText } from './catalogText';
import type { AreaCatalog } from './define';
import { languages, type Language } from './locales';

// one area a line, so adding an area never conflicts with another
const areas = [
  common,
  shell,
  errors,
  notices,
  home,
  lists,
  article,
  account,
  activity,
  search,
  subscription,
  reporter,
  leader,
  live,
  interaction,
  points,
  invite,
  certificate,
  player,
  topic,
  comments,
  vote,
  uploads,
  paper,
  shortVideo,
  shop,
  study,
  circle,
  ads,
  ask,
  qa,
  tipoff,
  submission,
  settings,
  mine,
] as const;

type Area = (typeof areas)[number];
type KeysOf<A> = A extends AreaCatalog<string, infer K> ? K : never;
export type CatalogArea = Area['area'];
export type MessageKey = KeysOf<Area>;
export type Messages = Record<MessageKey, string>;

/** What every page shows (the shell, its error pages and notices): the root loader sends these. */
export const rootAreas = ['common', 'shell', 'errors', 'notices'] as const satisfies readonly CatalogArea[];

const catalogs = Object.fromEntries(
  languages.map((lang) => [lang, Object.assign({}, ...areas.map((area) => area.messages[lang])) as Messages]),
) as Record<Language, Messages>;

/** The language's whole catalog, for words made on the server. */
export function messagesFor(lang: Language): Messages {
  return catalogs[lang];
}

export function allCatalogs(): Record<Language, Messages> {
  return catalogs;
}

const texts = Object.fromEntries(
  languages.map((lang) => [
    lang,
    Object.fromEntries(areas.map((area) => [area.area, catalogText(area.messages[lang])])),
  ]),
) as Record<Language, Record<CatalogArea, CatalogText>>;

/** The areas' catalogs in the language, one text per area, as a loader sends them. */
export function catalogTexts(lang: Language, wanted: readonly CatalogArea[]): CatalogText[] {
  return wanted.map((area) => texts[lang][area]);
}

/** Every catalog text the loaders send, in every language: what the app server offers as files. */
export function everyCatalogText(): { lang: Language; area: CatalogArea; text: CatalogText }[] {
  return languages.flatMap((lang) =>
    areas.map((area) => ({ lang, area: area.area, text: texts[lang][area.area] })),
  );
}

/** Every area's name and keys: for the tests that hold catalogs, files and routes together. */
export function catalogAreas(): { area: CatalogArea; keys: string[] }[] {
  return areas.map((area) => ({ area: area.area, keys: Object.keys(area.messages.zh) }));
}
