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
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { writeVote, type NewVote } from './write-vote.ts';
import { ID_RANGES } from '../../seed/areas.ts';

/** spec §7: page size 20 */
export const OPTION_PAGE_SIZE = 20;

/** An option with its place among all the vote's options (equal counts share a rank). */
export type RankedOption = VoteOptionRow & { rank: number };

/** Why a vote was not counted inside its transaction. */
export type VoteRefusal = 'dayLimit' | 'optionLimit' | 'replayed' | 'noOption';

export type { NewVote };

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
  /** Takes the code out (one use, whatever the answer): undefined when unknown or already used. */
  takeCaptcha: (codeKey: string) => Promise<{ answer: string; expiresAt: number } | undefined>;
  /**
   * Counts one vote in one transaction: the record's nonce (a replay clashes), the member's day tally and option
   * tally, each moved only while under its limit (conditional upserts, exact when many vote at once), the option's
   * count and the log row. Any refusal rolls all of it back.
   */
  cast: (v: {
    voteId: number;
    optionId: number;
    uid: number;
    day: number;
    nonce: string;
    ip: string;
    dayLimit: number;
    optionDayLimit: number;
  }) => Promise<{ count: number } | VoteRefusal>;
  rank: (voteId: number, count: number) => Promise<number>;
  insert: (vote: NewVote) => Promise<{ voteId: number; themeIds: number[] }>;
  /** The newest vote logs first, 50 a page (the editor API). */
  logs: (voteId: number, page: number) => Promise<VoteLog[]>;
};

class Refused extends Error {
  constructor(readonly refusal: VoteRefusal) {
    super('refused');
  }
}

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

export function voteStore(db: Db, clock: Clock, changes: ContentChanges): VoteStore {
  const queue = writeQueue();
  const rankOf = async (voteId: number, count: number) => {
    const [row] = await db
      .select({ above: sql<number>`count(*)`.mapWith(Number) })
      .from(voteOptions)
      .where(and(eq(voteOptions.voteId, voteId), gt(voteOptions.count, count)));
    return (row?.above ?? 0) + 1;
  };
  return {
    async vote(voteId) {
      const [row] = await db.select().from(votes).where(eq(votes.voteId, voteId)).limit(1);
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
    async takeCaptcha(codeKey) {
      const [row] = await db
        .delete(voteCaptchas)
        .where(eq(voteCaptchas.codeKey, codeKey))
        .returning({ answer: voteCaptchas.answer, expiresAt: voteCaptchas.expiresAt });
      return row;
    },
    async cast(v) {
      try {
        return await db.transaction(async (tx) => {
          const [log] = await tx
            .insert(voteLogs)
            .values({
              voteId: v.voteId,
              optionId: v.optionId,
              uid: v.uid,
              nonce: v.nonce,
              ip: v.ip,
              createdAt: clock.now(),
            })
            .onConflictDoNothing({ target: voteLogs.nonce })
            .returning({ logId: voteLogs.logId });
          if (!log) throw new Refused('replayed');
          const take = async (optionId: number, limit: number, refusal: VoteRefusal) => {
            const [row] = await tx
              .insert(voteTallies)
              .values({ voteId: v.voteId, uid: v.uid, day: v.day, optionId, used: 1 })
              .onConflictDoUpdate({
                target: [voteTallies.voteId, voteTallies.uid, voteTallies.day, voteTallies.optionId],
                set: { used: sql`${voteTallies.used} + 1` },
                ...(limit > 0 ? { setWhere: lt(voteTallies.used, limit) } : {}),
              })
              .returning({ used: voteTallies.used });
            if (!row || (limit > 0 && row.used > limit)) throw new Refused(refusal);
          };
          await take(0, v.dayLimit, 'dayLimit');
          await take(v.optionId, v.optionDayLimit, 'optionLimit');
          const [option] = await tx
            .update(voteOptions)
            .set({ count: sql`${voteOptions.count} + 1` })
            .where(and(eq(voteOptions.optionId, v.optionId), eq(voteOptions.voteId, v.voteId)))
            .returning({ count: voteOptions.count });
          if (!option) throw new Refused('noOption');
          return { count: option.count };
        });
      } catch (error) {
        if (error instanceof Refused) return error.refusal;
        if (isUniqueViolation(error)) return 'replayed';
        throw error;
      }
    },
    rank: rankOf,
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
