import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { groupCommit, rowsOf } from '../db/group-commit.ts';
import type { Db } from '../db/client.ts';
import { memberModeration, memberStatusHistory, moderationCases } from '../db/schema/index.ts';
import type { ModerationAdapter } from './adapter.ts';
import { MAX_NEW_MEMBER_APPROVALS } from './settings.ts';

export const MEMBER_STATUSES = ['active', 'warned', 'premod', 'suspended', 'banned'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

/** What the pipeline knows of a member: their status and how their items fared. */
export type Standing = {
  status: MemberStatus;
  /** suspended until then (ms) */
  until: number | null;
  /** how many of their items are public, counted up to MAX_NEW_MEMBER_APPROVALS */
  publicItems: number;
  /** how many of their last RECENT_DECISIONS decided items were rejected */
  recentRejected: number;
};

/** The rejected-often rule looks at this many of a member's last decided items. */
const RECENT_DECISIONS = 5;
/** How long a process trusts what it read of a member: a ban made on another process applies within about that. */
const STANDING_TTL_MS = 5_000;
const MAX_KEPT = 100_000;

/**
 * Members' standings, read for many members at once (the reads that arrive while one runs go together in the next:
 * a burst of posts costs a query per batch, not per post) and kept, read again in the background once older than
 * STANDING_TTL_MS: only a member's first post in a while waits for the read. Public items are counted
 * from the items' own tables (each adapter says how), so they are true for members who wrote before the pipeline
 * existed; the last decisions come from the cases.
 */
export function memberStandings(db: Db, adapters: ModerationAdapter[]) {
  const kept = new Map<number, { standing: Standing; staleAt: number }>();
  const counts = adapters.flatMap((a) =>
    a.publicItems ? [a.publicItems(sql`u.uid`, MAX_NEW_MEMBER_APPROVALS)] : [],
  );
  const publicItems = counts.length === 0 ? sql`0` : sql.join(counts, sql` + `);

  const load = groupCommit(async (uids: number[]): Promise<Standing[]> => {
    const rows = rowsOf<{
      uid: number;
      status: string | null;
      until: string | number | null;
      items: number;
      rejected: number;
    }>(
      await db.execute(sql`select u.uid, m.status, m.until, (${publicItems})::int as items,
          (select count(*) filter (where r.status = 'rejected')::int from (select c.status from ${moderationCases} c
            where c.uid = u.uid and c.decided_at is not null order by c.decided_at desc limit ${RECENT_DECISIONS}) r) as rejected
        from (select distinct value::int as uid from jsonb_array_elements_text(${JSON.stringify(uids)}::jsonb)) u
        left join ${memberModeration} m on m.uid = u.uid`),
    );
    const byUid = new Map(
      rows.map((r) => [
        Number(r.uid),
        {
          status: (r.status ?? 'active') as MemberStatus,
          until: r.until === null ? null : Number(r.until),
          publicItems: Number(r.items),
          recentRejected: Number(r.rejected),
        },
      ]),
    );
    return uids.map((uid) => byUid.get(uid)!);
  }, 500);

  const refreshing = new Set<number>();
  const keep = (uid: number, standing: Standing) => {
    kept.delete(uid);
    if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value!);
    // each member's copy ages on its own (±25 %), so a burst of members read together is not read again together
    kept.set(uid, { standing, staleAt: performance.now() + STANDING_TTL_MS * (0.75 + Math.random() / 2) });
  };
  const refresh = (uid: number) => {
    refreshing.add(uid);
    load(uid)
      .then((standing) => kept.has(uid) && keep(uid, standing))
      .catch(() => undefined)
      .finally(() => refreshing.delete(uid));
  };

  return {
    /**
     * The member's standing: read and awaited the first time; after that the copy answers at once, and one that is
     * older than STANDING_TTL_MS is read again in the background for the next post.
     */
    async of(uid: number): Promise<Standing> {
      const hit = kept.get(uid);
      if (!hit) {
        const standing = await load(uid);
        keep(uid, standing);
        return standing;
      }
      if (performance.now() > hit.staleAt && !refreshing.has(uid)) refresh(uid);
      return hit.standing;
    },

    /** One more public item of the member's, seen here (until the next read counts it). */
    published(uid: number): void {
      const hit = kept.get(uid);
      if (hit) hit.standing = { ...hit.standing, publicItems: hit.standing.publicItems + 1 };
    },

    /** What a decision changed: read again next time. */
    forget(uid: number): void {
      kept.delete(uid);
    },

    /** The newsroom changes a member's status; the change and its reason are kept in the history. */
    async change(uid: number, status: MemberStatus, until: number | null, reason: string, now: number) {
      await db.transaction(async (tx) => {
        const row = { status, until, reason, changedAt: now };
        await tx
          .insert(memberModeration)
          .values({ uid, ...row })
          .onConflictDoUpdate({ target: memberModeration.uid, set: row });
        await tx.insert(memberStatusHistory).values({ uid, ...row });
      });
      kept.delete(uid);
    },
  };
}
