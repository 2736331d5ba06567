// The two readings of a day share the page's address: the pictures at the address itself, the articles only with
// `?view=articles`, so a day read either way can be shared or reloaded as it is read.
import type { EditionReading } from './editionView';

/** the edition search's key at most (the publisher's searchAllPaper takes 100) */
export const maxSearchKey = 100;

export const readingOf = (params: URLSearchParams): EditionReading =>
  params.get('view') === 'articles' ? 'articles' : 'pages';

export const readingHref = (pageHref: string, reading: EditionReading): string =>
  reading === 'articles' ? `${pageHref}?view=articles` : pageHref;

/** One article read in the articles-only reading: its page's address, the reading, and the article. */
export const articleReadingHref = (pageHref: string, articleId: number): string =>
  `${readingHref(pageHref, 'articles')}&article=${articleId}`;
