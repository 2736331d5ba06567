import { randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, lt, or, sql } from 'drizzle-orm';
import type { ContentChanges } from '../../changes.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { nextId, writeQueue } from '../../db/next-id.ts';
import {
  activities,
  activityCats,
  activityEntries,
  activityEntryKeys,
  activityUploads,
  members,
  type ActivityEntryRow,
  type ActivityRow,
} from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { ID_RANGES } from '../../seed/areas.ts';

export const ACTIVITY_PAGE_SIZE = 20;
/** spec §9: the entry list shows at most 8 */
export const ENTRY_LIST_CAP = 8;

export type NewActivity = Omit<typeof activities.$inferInsert, 'fileId' | 'entryCount' | 'countClick'>;

/** Why a sign-up was refused inside its transaction (register). */
export type RegisterRefusal = 'full' | 'already' | { repeated: string };

export type EntryWithMember = { entryId: number; uid: number; name: string; nickname: string | null };

export type ActivityStore = {
  activity: (fileId: number) => Promise<ActivityRow | undefined>;
  list: (catId: number, page: number) => Promise<ActivityRow[]>;
  cats: () => Promise<{ catId: number; name: string }[]>;
  /** The first `limit` entries, oldest first, with the total. */
  entries: (fileId: number, limit: number) => Promise<{ list: EntryWithMember[]; total: number }>;
  /** Every entry of the activity, oldest first (the organiser's export). */
  allEntries: (fileId: number) => Promise<ActivityEntryRow[]>;
  entryOf: (fileId: number, uid: number) => Promise<ActivityEntryRow | undefined>;
  entry: (entryId: number) => Promise<ActivityEntryRow | undefined>;
  entryByCode: (registCode: string) => Promise<ActivityEntryRow | undefined>;
  memberActivities: (uid: number, page: number) => Promise<ActivityRow[]>;
  isTaken: (fileId: number, field: string, value: string) => Promise<boolean>;
  /**
   * Signs the member up in one transaction: the count moves only while a place is left (a conditional update, exact
   * when many sign up at once), then the entry and its unique values are written; any refusal rolls all of it back.
   */
  register: (entry: {
    fileId: number;
    uid: number;
    name: string;
    fields: Record<string, string>;
    uniqueKeys: string[];
  }) => Promise<ActivityEntryRow | RegisterRefusal>;
  /** Marks a voucher used once; answers the entry as it is afterwards and whether this call used it. */
  writeOff: (
    entryId: number,
    by: { uid: number; shopSite: string },
  ) => Promise<{ entry: ActivityEntryRow; usedNow: boolean } | undefined>;
  insert: (activity: NewActivity) => Promise<number>;
  memberName: (uid: number) => Promise<string>;
  /** Stores an uploaded picture (JPEG bytes) for the member; answers its id. */
  saveUpload: (uid: number, jpeg: Buffer) => Promise<number>;
  ownsUpload: (uid: number, uploadId: number) => Promise<boolean>;
};

class Refused extends Error {
  constructor(readonly refusal: RegisterRefusal) {
    super('refused');
  }
}

/** A voucher code: 12 characters without look-alikes (0/O, 1/I), read aloud or typed at a counter. */
function voucherCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return [...randomBytes(12)].map((b) => alphabet[b % alphabet.length]).join('');
}

export function activityStore(db: Db, clock: Clock, changes: ContentChanges): ActivityStore {
  const queue = writeQueue();
  return {
    async activity(fileId) {
      const [row] = await db.select().from(activities).where(eq(activities.fileId, fileId)).limit(1);
      return row;
    },
    list: (catId, page) =>
      db
        .select()
        .from(activities)
        .where(catId > 0 ? eq(activities.catId, catId) : undefined)
        .orderBy(desc(activities.publishedAt), desc(activities.fileId))
        .limit(ACTIVITY_PAGE_SIZE)
        .offset(page * ACTIVITY_PAGE_SIZE),
    cats: () =>
      db
        .select({ catId: activityCats.catId, name: activityCats.name })
        .from(activityCats)
        .orderBy(asc(activityCats.orderId)),
    async entries(fileId, limit) {
      const [list, [total]] = await Promise.all([
        db
          .select({
            entryId: activityEntries.entryId,
            uid: activityEntries.uid,
            name: activityEntries.name,
            nickname: members.nickname,
          })
          .from(activityEntries)
          .leftJoin(members, eq(members.uid, activityEntries.uid))
          .where(eq(activityEntries.fileId, fileId))
          .orderBy(asc(activityEntries.entryId))
          .limit(limit),
        db.select({ n: count() }).from(activityEntries).where(eq(activityEntries.fileId, fileId)),
      ]);
      return { list, total: Number(total?.n ?? 0) };
    },
    allEntries: (fileId) =>
      db
        .select()
        .from(activityEntries)
        .where(eq(activityEntries.fileId, fileId))
        .orderBy(asc(activityEntries.entryId)),
    async entryOf(fileId, uid) {
      const [row] = await db
        .select()
        .from(activityEntries)
        .where(and(eq(activityEntries.fileId, fileId), eq(activityEntries.uid, uid)))
        .limit(1);
      return row;
    },
    async entry(entryId) {
      const [row] = await db
        .select()
        .from(activityEntries)
        .where(eq(activityEntries.entryId, entryId))
        .limit(1);
      return row;
    },
    async entryByCode(registCode) {
      const [row] = await db
        .select()
        .from(activityEntries)
        .where(eq(activityEntries.registCode, registCode))
        .limit(1);
      return row;
    },
    async memberActivities(uid, page) {
      const rows = await db
        .select({ activity: activities })
        .from(activityEntries)
        .innerJoin(activities, eq(activities.fileId, activityEntries.fileId))
        .where(eq(activityEntries.uid, uid))
        .orderBy(desc(activityEntries.entryId))
        .limit(ACTIVITY_PAGE_SIZE)
        .offset(page * ACTIVITY_PAGE_SIZE);
      return rows.map((r) => r.activity);
    },
    async isTaken(fileId, field, value) {
      const [row] = await db
        .select({ one: sql`1` })
        .from(activityEntryKeys)
        .where(
          and(
            eq(activityEntryKeys.fileId, fileId),
            eq(activityEntryKeys.field, field),
            eq(activityEntryKeys.value, value),
          ),
        )
        .limit(1);
      return row !== undefined;
    },
    async register(entry) {
      try {
        return await db.transaction(async (tx) => {
          const [place] = await tx
            .update(activities)
            .set({ entryCount: sql`${activities.entryCount} + 1` })
            .where(
              and(
                eq(activities.fileId, entry.fileId),
                or(eq(activities.quota, 0), lt(activities.entryCount, activities.quota)),
              ),
            )
            .returning({ fileId: activities.fileId });
          if (!place) throw new Refused('full');
          const inserted = await tx
            .insert(activityEntries)
            .values({
              fileId: entry.fileId,
              uid: entry.uid,
              name: entry.name,
              fields: entry.fields,
              registCode: voucherCode(),
              createdAt: clock.now(),
            })
            .onConflictDoNothing({ target: [activityEntries.fileId, activityEntries.uid] })
            .returning();
          const row = inserted[0];
          if (!row) throw new Refused('already');
          for (const field of entry.uniqueKeys) {
            const value = entry.fields[field] ?? '';
            const [key] = await tx
              .insert(activityEntryKeys)
              .values({ fileId: entry.fileId, field, value })
              .onConflictDoNothing()
              .returning({ field: activityEntryKeys.field });
            if (!key) throw new Refused({ repeated: field });
          }
          return row;
        });
      } catch (error) {
        if (error instanceof Refused) return error.refusal;
        // the voucher code's own key: 32^12 codes make a clash a curiosity, answered like a busy line
        if (isUniqueViolation(error)) return 'already';
        throw error;
      }
    },
    async writeOff(entryId, by) {
      const [used] = await db
        .update(activityEntries)
        .set({ usedAt: clock.now(), usedBy: by.uid, usedShop: by.shopSite })
        .where(and(eq(activityEntries.entryId, entryId), sql`${activityEntries.usedAt} is null`))
        .returning();
      if (used) return { entry: used, usedNow: true };
      const [row] = await db
        .select()
        .from(activityEntries)
        .where(eq(activityEntries.entryId, entryId))
        .limit(1);
      return row ? { entry: row, usedNow: false } : undefined;
    },
    async insert(activity) {
      const fileId = await queue(() =>
        db.transaction(async (tx) => {
          const id = await nextId(tx as unknown as Db, activities.fileId, ID_RANGES.activity.fileId.first);
          await tx.insert(activities).values({ ...activity, fileId: id, entryCount: 0, countClick: 0 });
          return id;
        }),
      );
      changes.notify();
      return fileId;
    },
    async memberName(uid) {
      const [row] = await db.select({ nickname: members.nickname }).from(members).where(eq(members.uid, uid));
      return row?.nickname ?? '';
    },
    async saveUpload(uid, jpeg) {
      const [row] = await db
        .insert(activityUploads)
        .values({ uid, bytes: jpeg.toString('base64'), createdAt: clock.now() })
        .returning({ uploadId: activityUploads.uploadId });
      return row?.uploadId ?? 0;
    },
    async ownsUpload(uid, uploadId) {
      const [row] = await db
        .select({ one: sql`1` })
        .from(activityUploads)
        .where(and(eq(activityUploads.uploadId, uploadId), eq(activityUploads.uid, uid)))
        .limit(1);
      return row !== undefined;
    },
  };
}
