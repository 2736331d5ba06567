import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { moderationCases } from '../db/schema/index.ts';
import type { ItemFacts } from './adapter.ts';
import {
  queueOf,
  type ModerationDecision,
  type ModerationItem,
  type ModerationKind,
  type ModerationReason,
} from './kinds.ts';

/** Held by the mode alone, reported by readers, held by a rule or the site's service. */
export const MODERATION_QUEUES = ['pending', 'reported', 'held'] as const;
type ModerationQueue = (typeof MODERATION_QUEUES)[number];

/** An item held by the pipeline, to be filed once its id is known. */
export type HeldItem = ItemFacts & {
  kind: ModerationKind;
  reasons: ModerationReason[];
  queue: 'pending' | 'held';
};
type NewCase = HeldItem & { itemId: number; createdAt: number };

/** The case an item held by `decision` is filed under. */
export const heldItem = (item: ModerationItem, decision: ModerationDecision, uid: number): HeldItem => ({
  kind: item.kind,
  uid,
  content: item.content,
  pics: item.pics,
  reasons: decision.reasons,
  queue: queueOf(decision),
});

const reopen = {
  uid: sql`excluded.uid`,
  content: sql`excluded.content`,
  pics: sql`excluded.pics`,
  reasons: sql`excluded.reasons`,
  queue: sql`excluded.queue`,
  status: sql`excluded.status`,
  decisionReason: sql`null`,
  createdAt: sql`excluded.created_at`,
  decidedAt: sql`null`,
};

/** Opens a case for each held item, in the caller's transaction (the comments' batch files its own at once). */
export async function fileCases(db: Db, cases: NewCase[]): Promise<void> {
  if (cases.length === 0) return;
  await db
    .insert(moderationCases)
    .values(cases.map((c) => ({ ...c, status: 'open' as const })))
    .onConflictDoUpdate({ target: [moderationCases.kind, moderationCases.itemId], set: reopen });
}

/**
 * A reader reported a public item: its case goes to the reported queue, reopened if the newsroom decided it before;
 * an item already waiting stays where it waits.
 */
export async function fileReport(db: Db, kind: ModerationKind, itemId: number, item: ItemFacts, now: number) {
  await db
    .insert(moderationCases)
    .values({
      kind,
      itemId,
      ...item,
      reasons: ['reported'],
      queue: 'reported',
      status: 'open',
      createdAt: now,
    })
    .onConflictDoUpdate({
      target: [moderationCases.kind, moderationCases.itemId],
      set: reopen,
      setWhere: ne(moderationCases.status, 'open'),
    });
}

/** The item's case while it waits (held or reported). */
export async function openCase(db: Db, kind: ModerationKind, itemId: number) {
  const [row] = await db.select().from(moderationCases).where(isOpenCase(kind, itemId)).limit(1);
  return row;
}

/** The item's case, while it waits for a decision. */
const isOpenCase = (kind: ModerationKind, itemId: number) =>
  and(eq(moderationCases.kind, kind), eq(moderationCases.itemId, itemId), eq(moderationCases.status, 'open'));

/** An item's waiting case that something newer replaced (a nickname chosen since): nothing is left to decide. */
export async function dropHeld(db: Db, kind: ModerationKind, itemId: number) {
  await db
    .delete(moderationCases)
    .where(and(isOpenCase(kind, itemId), ne(moderationCases.queue, 'reported')));
}

/**
 * Records a decision on an item: its case is closed, or one is made closed for an item that never waited (a
 * published comment the newsroom took down), so the member's record and the author's reason are kept either way.
 */
export async function closeCase(
  db: Db,
  kind: ModerationKind,
  itemId: number,
  item: ItemFacts,
  status: 'approved' | 'rejected',
  reason: string | null,
  now: number,
) {
  const decided = { status, decisionReason: reason, decidedAt: now };
  await db
    .insert(moderationCases)
    .values({ kind, itemId, ...item, reasons: [], queue: 'pending', createdAt: now, ...decided })
    .onConflictDoUpdate({ target: [moderationCases.kind, moderationCases.itemId], set: decided });
}

/** What waits in one queue, oldest first. */
export const queued = (db: Db, queue: ModerationQueue, kind: ModerationKind | undefined, limit: number) =>
  db
    .select()
    .from(moderationCases)
    .where(
      and(
        eq(moderationCases.queue, queue),
        eq(moderationCases.status, 'open'),
        kind ? eq(moderationCases.kind, kind) : undefined,
      ),
    )
    .orderBy(asc(moderationCases.id))
    .limit(limit);

/** The newsroom's reasons for the rejected items among `itemIds` ('' when it gave none). */
export async function rejectionReasons(
  db: Db,
  kind: ModerationKind,
  itemIds: number[],
): Promise<Map<number, string>> {
  if (itemIds.length === 0) return new Map();
  const rows = await db
    .select({ itemId: moderationCases.itemId, decisionReason: moderationCases.decisionReason })
    .from(moderationCases)
    .where(
      and(
        eq(moderationCases.kind, kind),
        inArray(moderationCases.itemId, itemIds),
        eq(moderationCases.status, 'rejected'),
      ),
    );
  return new Map(rows.map((r) => [r.itemId, r.decisionReason ?? '']));
}
