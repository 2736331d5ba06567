import { and, asc, desc, eq, gt, ilike, lt, sql } from 'drizzle-orm';
import type { ContentChanges } from '../../changes.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { nextId, writeQueue } from '../../db/next-id.ts';
import {
  voteCaptchas,
  voteLogs,
  voteMembers,
  voteOptions,
  votes,
  voteTallies,
  voteThemes,
  type VoteOptionRow,
  type VoteRow,
  type VoteThemeRow,
} from '../../db/schema/index.ts';
import { ttlCache } from '../../cache.ts';
import { ballotBox, type Ballot, type Counted, type VoteRefusal } from './ballot-box.ts';
import { writeVote, type NewVote } from './write-vote.ts';
import { ID_RANGES } from '../../seed/areas.ts';

/** spec §7: page size 20 */
export const OPTION_PAGE_SIZE = 20;

/** An option with its place among all the vote's options (equal counts share a rank). */
export type RankedOption = VoteOptionRow & { rank: number };

export type { Ballot, Counted, NewVote, VoteRefusal };

export type VoteLog = { logId: number; optionId: number; uid: number; ip: string; createdAt: number };

export type VoteStore = {
  vote: (voteId: number) => Promise<VoteRow | undefined>;
  themes: (voteId: number) => Promise<VoteThemeRow[]>;
  /** One page of a theme's options (every theme's when `themeId` is 0), by number, with their ranks and the total. */
  options: (
    voteId: number,
    themeId: number,
    page: number,
  ) => Promise<{ list: RankedOption[]; total: number }>;
  option: (optionId: number) => Promise<RankedOption | undefined>;
  /** Options whose name holds `name`, by number, at most a page. */
  search: (voteId: number, name: string) => Promise<RankedOption[]>;
  /** Every vote cast, and how many options there are. */
  totals: (voteId: number) => Promise<{ votes: number; options: number }>;
  memberInfo: (voteId: number, uid: number) => Promise<Record<string, string> | undefined>;
  /** Keeps the first answers a member gave; answers false when some were kept before. */
  saveMemberInfo: (voteId: number, uid: number, fields: Record<string, string>) => Promise<boolean>;
  /** The member's votes on `day`: in all, and per option. */
  tally: (
    voteId: number,
    uid: number,
    day: number,
  ) => Promise<{ total: number; perOption: Map<number, number> }>;
  saveCaptcha: (codeKey: string, answerHash: string, expiresAt: number) => Promise<void>;
  /** A code's answer without using it (the test hook). */
  peekCaptcha: (codeKey: string) => Promise<string | undefined>;
  /**
   * Counts one vote, in the ballot box's next batch (ballot-box.ts): its image code taken out, then the checks in
   * order (the code, the record, the option, the user info, a replayed nonce, the day's and the option's limits) and,
   * when all pass, the log row, the tallies and the option's count. A refused ballot moves no count.
   */
  cast: (ballot: Ballot) => Promise<Counted | VoteRefusal>;
  /** The ballot box's statements once, rolled back (the warm-up at start: ballot-box.ts). */
  rehearse: () => Promise<void>;
  insert: (vote: NewVote) => Promise<{ voteId: number; themeIds: number[] }>;
  /** The newest vote logs first, 50 a page (the editor API). */
  logs: (voteId: number, page: number) => Promise<VoteLog[]>;
};

/** The options of a vote with their ranks over the whole vote, as a subquery to page or filter. */
function ranked(db: Db, voteId: number) {
  return db
    .select({
      optionId: voteOptions.optionId,
      voteId: voteOptions.voteId,
      themeId: voteOptions.themeId,
      number: voteOptions.number,
      name: voteOptions.name,
      picRef: voteOptions.picRef,
      intro: voteOptions.intro,
      count: voteOptions.count,
      rank: sql<number>`rank() over (order by ${voteOptions.count} desc)`.mapWith(Number).as('rank'),
    })
    .from(voteOptions)
    .where(eq(voteOptions.voteId, voteId))
    .as('ranked');
}

export function voteStore(
  db: Db,
  clock: Clock,
  changes: ContentChanges,
  options: { sharedDatabase: boolean } = { sharedDatabase: true },
): VoteStore {
  const queue = writeQueue();
  const box = ballotBox(db, clock, options);
  // A vote's settings never change once written (nothing updates them): each vote checked reads them from memory.
  // Only found votes are kept, so one another process writes later is found as soon as it exists.
  const settings = ttlCache<VoteRow>({ ttlMs: 60_000, maxEntries: 1_000, now: () => Date.now() });
  const rankOf = async (voteId: number, count: number) => {
    const [row] = await db
      .select({ above: sql<number>`count(*)`.mapWith(Number) })
      .from(voteOptions)
      .where(and(eq(voteOptions.voteId, voteId), gt(voteOptions.count, count)));
    return (row?.above ?? 0) + 1;
  };
  return {
    async vote(voteId) {
      const kept = settings.get(String(voteId));
      if (kept) return kept;
      const [row] = await db.select().from(votes).where(eq(votes.voteId, voteId)).limit(1);
      if (row) settings.set(String(voteId), row);
      return row;
    },
    themes: (voteId) =>
      db.select().from(voteThemes).where(eq(voteThemes.voteId, voteId)).orderBy(asc(voteThemes.orderId)),
    async options(voteId, themeId, page) {
      const r = ranked(db, voteId);
      const where = themeId > 0 ? eq(r.themeId, themeId) : undefined;
      const [list, [total]] = await Promise.all([
        db
          .select()
          .from(r)
          .where(where)
          .orderBy(asc(r.number))
          .limit(OPTION_PAGE_SIZE)
          .offset(page * OPTION_PAGE_SIZE),
        db
          .select({ n: sql<number>`count(*)`.mapWith(Number) })
          .from(voteOptions)
          .where(
            and(eq(voteOptions.voteId, voteId), themeId > 0 ? eq(voteOptions.themeId, themeId) : undefined),
          ),
      ]);
      return { list, total: total?.n ?? 0 };
    },
    async option(optionId) {
      const [row] = await db.select().from(voteOptions).where(eq(voteOptions.optionId, optionId)).limit(1);
      return row ? { ...row, rank: await rankOf(row.voteId, row.count) } : undefined;
    },
    search(voteId, name) {
      const r = ranked(db, voteId);
      const pattern = `%${name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      return db.select().from(r).where(ilike(r.name, pattern)).orderBy(asc(r.number)).limit(OPTION_PAGE_SIZE);
    },
    async totals(voteId) {
      const [row] = await db
        .select({
          votes: sql<number>`coalesce(sum(${voteOptions.count}), 0)`.mapWith(Number),
          options: sql<number>`count(*)`.mapWith(Number),
        })
        .from(voteOptions)
        .where(eq(voteOptions.voteId, voteId));
      return { votes: row?.votes ?? 0, options: row?.options ?? 0 };
    },
    async memberInfo(voteId, uid) {
      const [row] = await db
        .select({ fields: voteMembers.fields })
        .from(voteMembers)
        .where(and(eq(voteMembers.voteId, voteId), eq(voteMembers.uid, uid)))
        .limit(1);
      return row?.fields;
    },
    async saveMemberInfo(voteId, uid, fields) {
      const rows = await db
        .insert(voteMembers)
        .values({ voteId, uid, fields, createdAt: clock.now() })
        .onConflictDoNothing()
        .returning({ uid: voteMembers.uid });
      return rows.length > 0;
    },
    async tally(voteId, uid, day) {
      const rows = await db
        .select({ optionId: voteTallies.optionId, used: voteTallies.used })
        .from(voteTallies)
        .where(and(eq(voteTallies.voteId, voteId), eq(voteTallies.uid, uid), eq(voteTallies.day, day)));
      const perOption = new Map(rows.filter((r) => r.optionId !== 0).map((r) => [r.optionId, r.used]));
      return { total: rows.find((r) => r.optionId === 0)?.used ?? 0, perOption };
    },
    async saveCaptcha(codeKey, answer, expiresAt) {
      const now = clock.now();
      // an unused code lives a few minutes: clearing the expired ones now and then keeps the table small
      if (Math.random() < 0.02) await db.delete(voteCaptchas).where(lt(voteCaptchas.expiresAt, now));
      await db
        .insert(voteCaptchas)
        .values({ codeKey, answer, expiresAt })
        .onConflictDoUpdate({ target: voteCaptchas.codeKey, set: { answer, expiresAt } });
    },
    async peekCaptcha(codeKey) {
      const [row] = await db
        .select({ answer: voteCaptchas.answer })
        .from(voteCaptchas)
        .where(eq(voteCaptchas.codeKey, codeKey));
      return row?.answer;
    },
    cast: box.cast,
    rehearse: box.rehearse,
    async insert(vote) {
      const result = await queue(() =>
        db.transaction(async (tx) => {
          const voteId = await nextId(tx as unknown as Db, votes.voteId, ID_RANGES.vote.voteId.first);
          return { voteId, themeIds: await writeVote(tx as unknown as Db, voteId, vote) };
        }),
      );
      changes.notify();
      return result;
    },
    logs: (voteId, page) =>
      db
        .select({
          logId: voteLogs.logId,
          optionId: voteLogs.optionId,
          uid: voteLogs.uid,
          ip: voteLogs.ip,
          createdAt: voteLogs.createdAt,
        })
        .from(voteLogs)
        .where(eq(voteLogs.voteId, voteId))
        .orderBy(desc(voteLogs.logId))
        .limit(50)
        .offset(page * 50),
  };
}
