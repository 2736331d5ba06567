// Home's ways in to what readers send the newsroom (issue 42): list items of this edition's own article types that
// open a page rather than an article (docs/tipoff.md, docs/submission.md). The home modules that carry them are the
// lists area's (seed/lists.ts), the newsroom's home layout: removing a module's row takes its entry off home.
import type { Db } from '../db/client.ts';
import { articles } from '../db/schema/index.ts';
import { ID_RANGES } from './areas.ts';
import { SITE } from './pools.ts';

/**
 * The list item types (ours): the 我要报料 entry (opens the form), a call for submissions (`linkID` the call), the
 * 我要问政 entry (opens the inquiry form; seeded by the qa area in its own id slice).
 */
export const READER_ITEM_TYPE = { tipoff: 110, call: 111, inquiry: 112 } as const;

type Entry = {
  fileId: number;
  type: number;
  title: string;
  abstract: string;
  linkId: number;
  publishedAt: number;
};

export async function insertEntryArticles(tx: Db, entries: Entry[]): Promise<void> {
  await tx.insert(articles).values(
    entries.map((e) => ({
      fileId: e.fileId,
      // in no column: reached from its home module only
      columnId: 0,
      articleType: e.type,
      status: 1,
      lang: 'zh',
      title: e.title,
      listTitle: '',
      subTitle: '',
      leadTitle: '',
      abstract: e.abstract,
      content: '',
      source: SITE.siteName,
      author: '',
      credits: { source: SITE.siteName },
      reporterIds: [],
      tags: [],
      mark: '',
      publishedAt: e.publishedAt,
      titleImageRef: null,
      picRatio: '',
      picType: 0,
      bodyImages: [],
      videoUrl: '',
      duration: 0,
      linkId: e.linkId,
      url: '',
      liveStatus: 0,
      liveConfig: null,
      shareClosed: 1,
      discussClosed: 1,
      countClick: 0,
      countPraise: 0,
      countShare: 0,
      countDiscuss: 0,
    })),
  );
}

/** Ids in the article block's slice for these entries, and the two home modules' (in the lists block). */
export const READER_ENTRY_IDS = {
  tipoffEntry: ID_RANGES.readerEntries.fileId.first,
  tipoffModule: 416,
  callModule: 417,
} as const;
