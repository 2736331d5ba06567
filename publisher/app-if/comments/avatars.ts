// The commenters' avatars (PUBLISHER_API §4.4 `userIcon`): one read per answer, for the members who wrote its comments.
import { inArray } from 'drizzle-orm';
import type { PublisherContext } from '../../context.ts';
import { members, type CommentRow } from '../../db/schema/index.ts';
import { picUrl } from '../../wire.ts';

/** A member's avatar address by uid; a member without one (or a cancelled account) is absent. */
export type Avatars = ReadonlyMap<number, string>;

export async function avatarsOf(ctx: PublisherContext, rows: CommentRow[]): Promise<Avatars> {
  const uids = [...new Set(rows.map((r) => r.uid).filter((uid) => uid > 0))];
  if (uids.length === 0) return new Map();
  const found = await ctx.db
    .select({ uid: members.uid, headRef: members.headRef })
    .from(members)
    .where(inArray(members.uid, uids));
  return new Map(found.flatMap((m) => (m.headRef ? [[m.uid, picUrl(ctx.publicUrl, m.headRef)] as const] : [])));
}
