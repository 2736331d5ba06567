import type { articles } from '../../db/schema/index.ts';
import { SITE } from '../../seed/pools.ts';

/** What the newsroom wrote for the paper: the texts of one printed article and its picture, if any. */
export type PrintedText = {
  title: string;
  /** 引题, the line above the headline ('' for none) */
  introTitle: string;
  /** 副题 ('' for none) */
  subTitle: string;
  paragraphs: string[];
  /** the byline as printed (本报记者 …) */
  author: string;
  /** a stored picture's ref (the `images` recipes), shown after the first paragraph */
  pictureRef: string | null;
};

type Counts = { countClick: number; countPraise: number; countShare: number };

/**
 * A printed article's `articles` row: type 0, in no column (a reader reaches it through its page), published with
 * its issue; the intro title is the article's lead title.
 */
export function printedArticleRow(
  fileId: number,
  text: PrintedText,
  publishedAt: number,
  counts: Counts = { countClick: 0, countPraise: 0, countShare: 0 },
): typeof articles.$inferInsert {
  const body = text.paragraphs.map(
    (p, i) => `<p>${p}</p>${i === 0 && text.pictureRef ? '<!--IMAGEARRAY#0-->' : ''}`,
  );
  return {
    fileId,
    columnId: 0,
    articleType: 0,
    status: 1,
    lang: 'zh',
    title: text.title,
    listTitle: '',
    subTitle: text.subTitle,
    leadTitle: text.introTitle,
    abstract: (text.paragraphs[0] ?? '').slice(0, 60),
    content: body.join(''),
    source: SITE.siteName,
    author: text.author,
    credits: { source: SITE.siteName },
    reporterIds: [],
    tags: [],
    mark: '',
    publishedAt,
    titleImageRef: text.pictureRef,
    picRatio: '4:3',
    picType: text.pictureRef ? 1 : 0,
    bodyImages: text.pictureRef ? [{ ref: text.pictureRef, summary: '' }] : [],
    videoUrl: '',
    duration: 0,
    linkId: 0,
    url: '',
    liveStatus: 0,
    liveConfig: null,
    shareClosed: 0,
    discussClosed: 0,
    ...counts,
    countDiscuss: 0,
  };
}
