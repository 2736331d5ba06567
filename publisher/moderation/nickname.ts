import { eq } from 'drizzle-orm';
import { defaultNickname } from '../app-if/account/members.ts';
import type { PublisherContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { members, type ModerationCaseRow } from '../db/schema/index.ts';
import type { AdapterAnswer, ModerationAdapter } from './adapter.ts';
import { dropHeld, fileCases, heldItem } from './cases.ts';
import type { ModerationDecision, ModerationItem } from './kinds.ts';

/** A nickname's most characters (docs/member-profile.md). */
const NICKNAME_MAX_CHARS = 20;

/**
 * A nickname on its way in (modify, register): the pipeline's decision. Published: store it. Held: the member keeps
 * the name they had (at sign-up, the default one) and the new one waits in the queue, its case filed here;
 * approving it sets it. Refused: `message` says why. `uid` null at sign-up, before there is a member: the rules on
 * the text and the mode apply, no case is filed. A nickname is published at once unless the newsroom set pre
 * moderation site-wide.
 */
export async function moderateNickname(
  ctx: PublisherContext,
  uid: number | null,
  nickname: string,
): Promise<ModerationDecision> {
  const item: ModerationItem = {
    kind: 'nickname',
    uid,
    content: nickname,
    pics: [],
    maxChars: NICKNAME_MAX_CHARS,
    noun: '昵称',
    areaMode: 'post',
  };
  const decision = await ctx.moderation.decide(item);
  const final = await ctx.moderation.consult(item, uid ?? 0, decision);
  if (uid === null) return final;
  if (final.outcome === 'hold')
    await fileCases(ctx.db, [{ ...heldItem(item, final, uid), itemId: uid, createdAt: ctx.clock.now() }]);
  // a name that is published replaces one still waiting, which approving must no longer bring back
  else if (final.outcome === 'publish') await dropHeld(ctx.db, 'nickname', uid);
  return final;
}

/** The member a nickname decision is about: 'missing' or 'gone' (cancelled) when there is none to decide on. */
async function decidedMember(tx: Db, uid: number) {
  const [row] = await tx.select().from(members).where(eq(members.uid, uid)).limit(1);
  if (!row) return 'missing';
  return row.cancelledAt === null ? row : 'gone';
}

async function approve(
  _ctx: PublisherContext,
  tx: Db,
  uid: number,
  held: ModerationCaseRow | undefined,
): Promise<AdapterAnswer> {
  const row = await decidedMember(tx, uid);
  if (typeof row === 'string') return row;
  if (held) await tx.update(members).set({ nickname: held.content }).where(eq(members.uid, uid));
  return { uid, content: held?.content ?? row.nickname, pics: [] };
}

async function reject(
  _ctx: PublisherContext,
  tx: Db,
  uid: number,
  held: ModerationCaseRow | undefined,
): Promise<AdapterAnswer> {
  const row = await decidedMember(tx, uid);
  if (typeof row === 'string') return row;
  // a held name was never shown; a public one (reported) gives way to the default
  if (!held || held.content === row.nickname)
    await tx
      .update(members)
      .set({ nickname: defaultNickname(row.phone ?? String(uid)) })
      .where(eq(members.uid, uid));
  return { uid, content: held?.content ?? row.nickname, pics: [] };
}

/** Nicknames: `id` is the member's uid; approving a held one sets it. */
export const nicknameModeration: ModerationAdapter = {
  kind: 'nickname',
  approve,
  reject,
};
