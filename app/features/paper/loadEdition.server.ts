// The newspaper page's data, read and shaped on the server: a day's issue (the latest without a date), every page of
// it (a swipe turns to the next without asking again), the page asked for (the first without one), the days the
// paper came out for the picker, a search within the issue when one is asked, and the share card.
import { isPublisherError } from '~/api/errors';
import type { Edition, PaperPage, PrintedArticleSummary } from '~/api/paper/entities';
import { publisherForServer } from '~/api/server';
import { pictureUrl } from '~/features/lists/pictureUrl';
import type { Translate } from '~/i18n/translate';
import { paperHref } from '~/lib/paperPaths';
import { safeHttpUrl } from '~/lib/safeUrl';
import { editionMeta } from './editionMeta.server';
import type {
  DeckArticle,
  EditionReading,
  EditionSearch,
  EditionView,
  PaperSheet,
  PrintedArticleLink,
} from './editionView';
import { issueDateLabel, issueMonths } from './issueCalendar';
import { articleReadingHref, maxSearchKey, readingHref } from './readingHref';

export interface EditionRequest {
  date?: string;
  paperId?: number;
  /** 版次 as the address spells it */
  pageNumber?: string;
  reading: EditionReading;
  /** the article read first in the articles-only reading (`?article=`) */
  articleId?: number;
  /** search within the issue (`?q=`, not blank), as typed */
  key?: string;
  canonical: string;
  t: Translate;
}

const pageLabel = (page: PaperPage, t: Translate) =>
  t('paper.pageLabel', { number: page.number, name: page.name }).trim();

/** null: no such paper, no issue that day, or no such page in it. */
export async function loadEdition(q: EditionRequest): Promise<EditionView | null> {
  const publisher = publisherForServer();
  const [config, edition] = await Promise.all([
    publisher.session.getConfig(),
    publisher.paper.edition({ paperId: q.paperId, date: q.date }),
  ]);
  const paperId = q.paperId ?? edition?.paperId;
  // a link to a page names its paper: an answer that says neither which paper nor its day links nowhere
  if (!edition || paperId === undefined || !edition.date) return null;
  const index = q.pageNumber ? edition.pages.findIndex((p) => p.number === q.pageNumber) : 0;
  if (index < 0) return null;
  // the picker, the paper's name (which Founder's getPaperLayouts leaves out) and the search are helps: the page
  // reads without them
  const [dates, papers, search] = await Promise.all([
    publisher.paper.dates({ paperId, count: 60 }).catch(() => null),
    edition.paperName ? [] : publisher.paper.papers().catch(() => []),
    q.key === undefined ? undefined : searchEdition(q.key, edition, paperId, q.t),
  ]);
  const paperName = edition.paperName ?? papers.find((p) => p.id === paperId)?.name ?? '';
  const dateLabel = issueDateLabel(edition.date, q.t);
  const sheets = edition.pages.map((page) =>
    presentSheet(page, { paperId, date: edition.date, title: `${paperName} ${dateLabel}`.trim(), t: q.t }),
  );
  const here = sheets[index]?.href ?? paperHref.page({ date: edition.date, paperId, number: '01' });
  const deck = q.reading === 'articles' ? deckOf(sheets) : [];
  const view: Omit<EditionView, 'meta'> = {
    paperName,
    dateLabel,
    reading: q.reading,
    sheets,
    index,
    deck,
    deckIndex: firstRead(deck, q.articleId, here),
    otherReading: readingHref(here, q.reading === 'pages' ? 'articles' : 'pages'),
    searchAction: here,
    ...(search ? { search } : {}),
    months: issueMonths(
      dates?.dates.length ? dates.dates : [edition.date],
      edition.date,
      (date) =>
        readingHref(paperHref.page({ date, paperId, number: edition.pages[0]?.number ?? '01' }), q.reading),
      q.t,
    ),
  };
  return {
    ...view,
    meta: editionMeta(view, { config, canonical: q.canonical, page: edition.pages[index] }),
  };
}

/** The article read first: the one the address names, else the first of the page it names, else the day's first. */
function firstRead(deck: DeckArticle[], articleId: number | undefined, pageHref: string): number {
  const named = deck.findIndex((d) => d.article.id === articleId);
  return named >= 0 ? named : Math.max(0, deck.findIndex((d) => d.pageHref === pageHref));
}

/** The day's articles in page order, each with its own address in the articles-only reading. */
const deckOf = (sheets: PaperSheet[]): DeckArticle[] =>
  sheets.flatMap((sheet) =>
    sheet.articles.map((article) => ({
      href: articleReadingHref(sheet.href, article.id),
      title: sheet.title,
      pageLabel: sheet.label,
      pageHref: sheet.href,
      article,
    })),
  );

function articleLink(article: PrintedArticleSummary, paperId: number): PrintedArticleLink {
  return {
    id: article.id,
    href: paperHref.article(paperId, article.id),
    title: article.title,
    introTitle: article.introTitle,
    summary: article.summary,
    ...(article.area ? { area: article.area } : {}),
  };
}

function presentSheet(
  page: PaperPage,
  { paperId, date, title, t }: { paperId: number; date: string; title: string; t: Translate },
): PaperSheet {
  const image = pictureUrl(page.image) ?? '';
  const thumbnail = pictureUrl(page.thumbnail);
  const pdf = safeHttpUrl(page.pdf);
  const label = pageLabel(page, t);
  return {
    href: paperHref.page({ date, paperId, number: page.number }),
    number: page.number,
    name: page.name,
    label,
    title: `${title} ${label}`.trim(),
    image,
    largeImage: pictureUrl(page.largeImage) ?? image,
    ...(thumbnail ? { thumbnail } : {}),
    // the demo's 1500×2145 when the wire does not say: a newspaper page's shape, so the text does not jump
    width: page.width || 1500,
    height: page.height || 2145,
    ...(pdf ? { pdf } : {}),
    articles: page.articles.filter((a) => a.id > 0 && a.title).map((a) => articleLink(a, paperId)),
  };
}

/** The issue's printed articles holding every word of the key (the publisher's searchAllPaper within the day). */
async function searchEdition(key: string, edition: Edition, paperId: number, t: Translate): Promise<EditionSearch> {
  const words = key.trim();
  if ([...words].length > maxSearchKey)
    return { key: [...words].slice(0, maxSearchKey).join(''), state: 'tooLong', found: [] };
  try {
    const { articles } = await publisherForServer().paper.search({
      key: words,
      paperId,
      date: edition.date,
      count: 50,
    });
    const labels = new Map(edition.pages.map((p) => [p.number, pageLabel(p, t)]));
    return {
      key: words,
      state: 'found',
      found: articles
        .filter((a) => a.id > 0 && a.title)
        .map((a) => ({ ...articleLink(a, paperId), pageLabel: labels.get(a.pageNumber) ?? '' })),
    };
  } catch (error) {
    if (!isPublisherError(error)) throw error;
    return { key: words, state: 'failed', found: [] };
  }
}
