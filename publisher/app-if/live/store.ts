import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { ContentChanges } from '../../changes.ts';
import type { Clock } from '../../clock.ts';
import type { Db, PubSub } from '../../db/client.ts';
import { nextId, writeQueue } from '../../db/next-id.ts';
import {
  articles,
  columnArticles,
  LIVE_DISCUSS_STATUS,
  liveDiscuss,
  liveReports,
  lives,
  type ArticleRow,
  type LiveDiscussStatus,
  type LiveConfig,
  type LiveDiscussRow,
  type LiveReportRow,
  type LiveRow,
} from '../../db/schema/index.ts';
import { fileCases, type HeldItem } from '../../moderation/cases.ts';
import { ID_RANGES } from '../../seed/areas.ts';
import { stripHtml } from '../../wire.ts';
import { LIVE_CHANNEL, type LiveEvent } from './events.ts';

export const REPORTS_PAGE = 20;
/** A catch-up answers at most this many changes; a reader further behind reloads the page. */
export const CATCH_UP_LIMIT = 200;
/** Where new lives are listed (the demo's 直播 column). */
export const LIVE_COLUMN = 6;

export type LiveStatusCode = 0 | 1 | 2;
export type Live = { room: LiveRow; article: ArticleRow };
export type NewLive = {
  title: string;
  startTime: number;
  videos: LiveConfig['videos'];
  /** a first video line over the demo film: its live stream while on air, its playback after (publisher/media) */
  demoVideo?: boolean;
};
export type ReportOrder = 'desc' | 'asc';

export type LiveStore = {
  live: (id: number) => Promise<Live | undefined>;
  /** A page of reports: pinned first, then by time (newest first unless `asc`); removed ones left out. */
  reports: (liveId: number, page: number, order: ReportOrder) => Promise<LiveReportRow[]>;
  /** Every report written after `version` (removals included), oldest change first. */
  changesSince: (liveId: number, version: number) => Promise<LiveReportRow[]>;
  report: (liveId: number, reportId: number) => Promise<LiveReportRow | undefined>;
  /** The newest report change of the live (0 before any). */
  latestVersion: (liveId: number) => Promise<number>;
  /** Lives by start time, newest first, with their list article. */
  page: (page: number) => Promise<{ rows: Live[]; total: number }>;
  /** The live's public chat, newest first. */
  discussion: (liveId: number, limit: number) => Promise<LiveDiscussRow[]>;
  /** One chat message, public or not (its author's answer; the socket pushes public ones only). */
  discussMessage: (id: number) => Promise<LiveDiscussRow | undefined>;
  createLive: (live: NewLive) => Promise<number>;
  setStatus: (liveId: number, status: LiveStatusCode) => Promise<boolean>;
  addReport: (liveId: number, report: { content: string; pics: string[]; author: string }) => Promise<number>;
  editReport: (
    liveId: number,
    reportId: number,
    change: { content?: string; pics?: string[] },
  ) => Promise<boolean>;
  removeReport: (liveId: number, reportId: number) => Promise<boolean>;
  pinReport: (liveId: number, reportId: number, pinned: boolean) => Promise<boolean>;
  /**
   * A chat message, public (pushed to the live's readers at once) or not: held by moderation (`held`: its case, filed
   * in the same transaction), or waiting unseen for the site's moderation service (moderation/admit.ts).
   */
  addDiscuss: (
    liveId: number,
    message: { uid: number; nickname: string; content: string },
    publish: boolean,
    held?: HeldItem,
  ) => Promise<number>;
  /** A moderation decision on a chat message, in the decision's transaction. */
  setDiscussStatus: (id: number, status: LiveDiscussStatus, tx: Db) => Promise<void>;
  /** Pushes a chat message that became public to its live's readers. */
  announceDiscuss: (id: number) => Promise<void>;
};

/**
 * Live rooms, their reports and chat. Every write announces itself on LIVE_CHANNEL (PostgreSQL NOTIFY), which every
 * publisher process on the database hears and pushes to its own socket readers (live/socket-hub.ts).
 */
export function liveStore(db: Db, pubsub: PubSub, clock: Clock, changes: ContentChanges): LiveStore {
  const queue = writeQueue();
  const announce = (event: LiveEvent) => pubsub.notify(LIVE_CHANNEL, JSON.stringify(event));
  const visible = (liveId: number) => and(eq(liveReports.liveId, liveId), eq(liveReports.removed, 0));
  const nextVersion = sql<number>`nextval('live_report_version')`;

  async function withArticle(room: LiveRow | undefined): Promise<Live | undefined> {
    if (!room) return undefined;
    const [article] = await db.select().from(articles).where(eq(articles.fileId, room.fileId)).limit(1);
    return article && article.status === 1 ? { room, article } : undefined;
  }

  async function changeReport(
    liveId: number,
    reportId: number,
    set: Partial<Pick<LiveReportRow, 'content' | 'pics' | 'isTop' | 'removed'>>,
    action: 'edit' | 'remove',
  ): Promise<boolean> {
    const updated = await db
      .update(liveReports)
      .set({ ...set, version: nextVersion })
      .where(and(visible(liveId), eq(liveReports.id, reportId)))
      .returning({ id: liveReports.id });
    if (updated.length === 0) return false;
    await announce({ kind: 'report', live: liveId, report: reportId, action });
    return true;
  }

  return {
    async live(id) {
      const [room] = await db.select().from(lives).where(eq(lives.id, id)).limit(1);
      return withArticle(room);
    },
    reports(liveId, page, order) {
      const time = order === 'asc' ? asc(liveReports.publishedAt) : desc(liveReports.publishedAt);
      const tie = order === 'asc' ? asc(liveReports.id) : desc(liveReports.id);
      return db
        .select()
        .from(liveReports)
        .where(visible(liveId))
        .orderBy(desc(liveReports.isTop), time, tie)
        .limit(REPORTS_PAGE)
        .offset(page * REPORTS_PAGE);
    },
    changesSince(liveId, version) {
      return db
        .select()
        .from(liveReports)
        .where(and(eq(liveReports.liveId, liveId), gt(liveReports.version, version)))
        .orderBy(asc(liveReports.version))
        .limit(CATCH_UP_LIMIT);
    },
    async report(liveId, reportId) {
      const [row] = await db
        .select()
        .from(liveReports)
        .where(and(eq(liveReports.liveId, liveId), eq(liveReports.id, reportId)))
        .limit(1);
      return row;
    },
    async latestVersion(liveId) {
      const [row] = await db
        .select({ v: sql<string | null>`max(${liveReports.version})` })
        .from(liveReports)
        .where(eq(liveReports.liveId, liveId));
      return Number(row?.v ?? 0);
    },
    async page(page) {
      const rows = await db
        .select({ room: lives, article: articles })
        .from(lives)
        .innerJoin(articles, eq(articles.fileId, lives.fileId))
        .where(eq(articles.status, 1))
        .orderBy(desc(lives.startTime), desc(lives.id))
        .limit(REPORTS_PAGE)
        .offset(page * REPORTS_PAGE);
      const [count] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(lives)
        .innerJoin(articles, eq(articles.fileId, lives.fileId))
        .where(eq(articles.status, 1));
      return { rows, total: Number(count?.n ?? 0) };
    },
    discussion(liveId, limit) {
      return db
        .select()
        .from(liveDiscuss)
        .where(and(eq(liveDiscuss.liveId, liveId), eq(liveDiscuss.status, LIVE_DISCUSS_STATUS.public)))
        .orderBy(desc(liveDiscuss.id))
        .limit(limit);
    },
    async discussMessage(id) {
      const [row] = await db.select().from(liveDiscuss).where(eq(liveDiscuss.id, id)).limit(1);
      return row;
    },
    async createLive(live) {
      const now = clock.now();
      const id = await queue(() =>
        db.transaction(async (tx) => {
          const t = tx as unknown as Db;
          const room = await nextId(t, lives.id, ID_RANGES.article.liveRoomId.first);
          const fileId = await nextId(t, articles.fileId, ID_RANGES.article.fileId.first);
          await t.insert(articles).values(liveArticle(fileId, room, live, now));
          await t
            .insert(columnArticles)
            .values({ columnId: LIVE_COLUMN, fileId, pinned: 0, publishedAt: now });
          await t.insert(lives).values({ id: room, fileId, startTime: live.startTime });
          return room;
        }),
      );
      changes.notify();
      return id;
    },
    async setStatus(liveId, status) {
      const [room] = await db.select().from(lives).where(eq(lives.id, liveId)).limit(1);
      if (!room) return false;
      await db.update(articles).set({ liveStatus: status }).where(eq(articles.fileId, room.fileId));
      changes.notify();
      await announce({ kind: 'status', live: liveId, status });
      return true;
    },
    async addReport(liveId, report) {
      const [row] = await db
        .insert(liveReports)
        .values({
          liveId,
          content: report.content,
          pics: report.pics,
          author: report.author,
          isTop: 0,
          publishedAt: clock.now(),
          version: nextVersion,
          removed: 0,
        })
        .returning({ id: liveReports.id });
      const id = row!.id;
      await announce({ kind: 'report', live: liveId, report: id, action: 'add' });
      return id;
    },
    editReport: (liveId, reportId, change) => changeReport(liveId, reportId, change, 'edit'),
    removeReport: (liveId, reportId) => changeReport(liveId, reportId, { removed: 1 }, 'remove'),
    pinReport: (liveId, reportId, pinned) =>
      changeReport(liveId, reportId, { isTop: pinned ? 1 : 0 }, 'edit'),
    async addDiscuss(liveId, message, publish, held) {
      const status = publish ? LIVE_DISCUSS_STATUS.public : LIVE_DISCUSS_STATUS.held;
      const values = { liveId, ...message, status, createdAt: clock.now() };
      const insert = async (t: Db) =>
        (await t.insert(liveDiscuss).values(values).returning({ id: liveDiscuss.id }))[0]!.id;
      if (publish) {
        const id = await insert(db);
        await announce({ kind: 'discuss', live: liveId, message: id });
        return id;
      }
      if (!held) return insert(db);
      return db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const id = await insert(tx);
        await fileCases(tx, [{ ...held, itemId: id, createdAt: values.createdAt }]);
        return id;
      });
    },
    async setDiscussStatus(id, status, tx) {
      await tx.update(liveDiscuss).set({ status }).where(eq(liveDiscuss.id, id));
    },
    async announceDiscuss(id) {
      const [row] = await db.select().from(liveDiscuss).where(eq(liveDiscuss.id, id)).limit(1);
      if (row?.status === LIVE_DISCUSS_STATUS.public)
        await announce({ kind: 'discuss', live: row.liveId, message: id });
    },
  };
}

function liveArticle(fileId: number, room: number, live: NewLive, now: number): typeof articles.$inferInsert {
  return {
    fileId,
    columnId: LIVE_COLUMN,
    articleType: 6,
    status: 1,
    lang: 'zh',
    title: live.title,
    listTitle: '',
    subTitle: '',
    leadTitle: '',
    abstract: stripHtml(live.title).slice(0, 60),
    content: '',
    source: '青岚日报',
    author: '',
    credits: { source: '青岚日报' },
    reporterIds: [],
    tags: [],
    mark: '',
    publishedAt: now,
    titleImageRef: null,
    picRatio: '16:9',
    picType: 0,
    bodyImages: [],
    videoUrl: '',
    duration: 0,
    linkId: room,
    url: '',
    liveStatus: 0,
    liveConfig: {
      videos: [
        ...(live.demoVideo
          ? [
              {
                appLiveUrl: `/media/live/${fileId}.m3u8`,
                appPlaybackUrl: `/media/playback/${fileId}.m3u8`,
                playbackUrls: [`/media/playback/${fileId}.m3u8`],
              },
            ]
          : []),
        ...live.videos,
      ],
      users: [],
      appBannerRef: null,
    },
    shareClosed: 0,
    discussClosed: 0,
    countClick: 0,
    countPraise: 0,
    countShare: 0,
    countDiscuss: 0,
  };
}
