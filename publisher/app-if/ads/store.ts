import { and, asc, eq, gte, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { nextId, writeQueue } from '../../db/next-id.ts';
import {
  adDays,
  adFreeArticles,
  adReaders,
  ads,
  type AdPlacement,
  type AdRow,
} from '../../db/schema/index.ts';
import { ID_RANGES } from '../../seed/areas.ts';

const SHANGHAI_OFFSET = 8 * 3_600_000;

/** The Beijing calendar day an ad's figures are kept under: "2026-12-02". */
export const beijingDay = (ms: number) => new Date(ms + SHANGHAI_OFFSET).toISOString().slice(0, 10);

/** Ads a reader may see now: not paused, inside their window. */
const showing = (now: number) => and(eq(ads.paused, false), lte(ads.startAt, now), gt(ads.endAt, now));
const inOrder = [asc(ads.position), asc(ads.adOrder), asc(ads.advId)];

/** A column's feed ads and its banner, in their order. */
export function columnAds(db: Db, columnId: number, now: number): Promise<AdRow[]> {
  return db
    .select()
    .from(ads)
    .where(and(showing(now), inArray(ads.placement, ['feed', 'column']), eq(ads.columnId, columnId)))
    .orderBy(...inOrder);
}

/** The ads under an article of `columnId` (its own column's, then every article's); none when it is ad free. */
export async function articleAds(db: Db, fileId: number, columnId: number, now: number): Promise<AdRow[]> {
  if (await isAdFree(db, fileId)) return [];
  return db
    .select()
    .from(ads)
    .where(
      and(showing(now), eq(ads.placement, 'article'), or(isNull(ads.columnId), eq(ads.columnId, columnId))),
    )
    .orderBy(asc(ads.adOrder), asc(ads.advId));
}

export async function isAdFree(db: Db, fileId: number): Promise<boolean> {
  const [row] = await db.select().from(adFreeArticles).where(eq(adFreeArticles.fileId, fileId)).limit(1);
  return row !== undefined;
}

export function startPages(db: Db, now: number): Promise<AdRow[]> {
  return db
    .select()
    .from(ads)
    .where(and(showing(now), eq(ads.placement, 'startPage')))
    .orderBy(asc(ads.adOrder), asc(ads.advId));
}

export async function adById(db: Db, advId: number): Promise<AdRow | undefined> {
  const [row] = await db.select().from(ads).where(eq(ads.advId, advId)).limit(1);
  return row;
}

export type NewAd = Omit<AdRow, 'advId' | 'paused'> & { paused?: boolean };

const queue = writeQueue();

/** Writes an ad under the next free id of the area's block. */
export function insertAd(db: Db, ad: NewAd): Promise<number> {
  return queue(async () => {
    const advId = await nextId(db, ads.advId, ID_RANGES.ads.advId.first);
    await db.insert(ads).values({ paused: false, ...ad, advId });
    return advId;
  });
}

export type AdEventKind = 0 | 1;

/**
 * Counts `kind` (0 an impression, 1 a click) of each ad for `reader` on `day`, once: a second report the same day
 * adds nothing. Unknown ads are left out. Returns how many were counted.
 */
export async function countEvents(
  db: Db,
  events: { advId: number; kind: AdEventKind }[],
  reader: string,
  day: string,
): Promise<number> {
  if (events.length === 0) return 0;
  return db.transaction(async (tx) => {
    const known = await tx
      .select({ advId: ads.advId })
      .from(ads)
      .where(
        inArray(
          ads.advId,
          events.map((e) => e.advId),
        ),
      );
    const ids = new Set(known.map((k) => k.advId));
    const counting = events.filter((e) => ids.has(e.advId));
    if (counting.length === 0) return 0;
    const fresh = await tx
      .insert(adReaders)
      .values(counting.map((e) => ({ advId: e.advId, day, reader, kind: e.kind })))
      .onConflictDoNothing()
      .returning();
    for (const e of fresh) {
      const impressions = e.kind === 0 ? 1 : 0;
      const clicks = e.kind === 1 ? 1 : 0;
      await tx
        .insert(adDays)
        .values({ advId: e.advId, day, impressions, clicks })
        .onConflictDoUpdate({
          target: [adDays.advId, adDays.day],
          set: {
            impressions: sql`${adDays.impressions} + ${impressions}`,
            clicks: sql`${adDays.clicks} + ${clicks}`,
          },
        });
    }
    return fresh.length;
  });
}

export type AdFigures = { advId: number; day: string; impressions: number; clicks: number };

/** An ad's figures (or every ad's), day by day from `from` to `to` (Beijing days, inclusive), oldest first. */
export function figures(db: Db, q: { advId?: number; from: string; to: string }): Promise<AdFigures[]> {
  return db
    .select()
    .from(adDays)
    .where(
      and(
        q.advId === undefined ? undefined : eq(adDays.advId, q.advId),
        gte(adDays.day, q.from),
        lte(adDays.day, q.to),
      ),
    )
    .orderBy(asc(adDays.day), asc(adDays.advId));
}

export type { AdPlacement };
