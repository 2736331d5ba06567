// The newspaper page's data, read and shaped on the server: a day's issue (the latest without a date), the page
// asked for (the first without one), the days the paper came out for the picker, and the share card.
import type { PaperPage } from '~/api/paper/entities';
import { publisherForServer } from '~/api/server';
import { pictureUrl } from '~/features/lists/pictureUrl';
import type { Translate } from '~/i18n/translate';
import { paperHref } from '~/lib/paperPaths';
import { safeHttpUrl } from '~/lib/safeUrl';
import { editionMeta } from './editionMeta.server';
import type { EditionView, NeighbourPage } from './editionView';
import { issueDateLabel, issueMonths } from './issueCalendar';

export interface EditionRequest {
  date?: string;
  paperId?: number;
  /** 版次 as the address spells it */
  pageNumber?: string;
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
  // the picker and the paper's name (which Founder's getPaperLayouts leaves out) are helps: the page reads without
  const [dates, papers] = await Promise.all([
    publisher.paper.dates({ paperId, count: 60 }).catch(() => null),
    edition.paperName ? [] : publisher.paper.papers().catch(() => []),
  ]);
  const link = (page: PaperPage, date = edition.date) =>
    paperHref.page({ date, paperId, number: page.number });
  const neighbour = (page: PaperPage | undefined): NeighbourPage | undefined => {
    const image = page && pictureUrl(page.image);
    return page && image ? { href: link(page), image, label: pageLabel(page, q.t) } : undefined;
  };
  const page = edition.pages[index];
  const view: Omit<EditionView, 'meta'> = {
    paperName: edition.paperName ?? papers.find((p) => p.id === paperId)?.name ?? '',
    dateLabel: issueDateLabel(edition.date, q.t),
    ...(page ? { page: presentPage(page, paperId, q.t) } : {}),
    pages: edition.pages.map((p, i) => ({
      href: link(p),
      number: p.number,
      name: p.name,
      ...(pictureUrl(p.thumbnail) ? { thumbnail: pictureUrl(p.thumbnail) } : {}),
      current: i === index,
    })),
    ...(neighbour(edition.pages[index - 1]) ? { previous: neighbour(edition.pages[index - 1]) } : {}),
    ...(neighbour(edition.pages[index + 1]) ? { next: neighbour(edition.pages[index + 1]) } : {}),
    months: issueMonths(
      dates?.dates.length ? dates.dates : [edition.date],
      edition.date,
      (date) => paperHref.page({ date, paperId, number: edition.pages[0]?.number ?? '01' }),
      q.t,
    ),
  };
  return { ...view, meta: editionMeta(view, { config, canonical: q.canonical, page }) };
}

function presentPage(page: PaperPage, paperId: number, t: Translate): NonNullable<EditionView['page']> {
  const image = pictureUrl(page.image) ?? '';
  const pdf = safeHttpUrl(page.pdf);
  return {
    label: pageLabel(page, t),
    image,
    largeImage: pictureUrl(page.largeImage) ?? image,
    // the demo's 1500×2145 when the wire does not say: a newspaper page's shape, so the text does not jump
    width: page.width || 1500,
    height: page.height || 2145,
    ...(pdf ? { pdf } : {}),
    articles: page.articles.map((article) => ({
      id: article.id,
      href: paperHref.article(paperId, article.id),
      title: article.title,
      introTitle: article.introTitle,
      ...(article.area ? { area: article.area } : {}),
    })),
  };
}
