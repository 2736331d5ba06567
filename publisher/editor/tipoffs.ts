import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { tipoffById } from '../app-if/tipoff/store.ts';
import type { PublisherContext } from '../context.ts';
import { members, TIPOFF_STATES, tipoffs, type TipoffRow, type TipoffState } from '../db/schema/index.ts';
import { awardPoints } from '../app-if/points/ledger.ts';
import { ADOPTED_TIPOFF } from '../app-if/points/rules.ts';
import { rejectionReasons } from '../moderation/cases.ts';
import { sentFileWire } from '../uploads/sent-files.ts';
import { MAX_PAGE } from '../validation.ts';
import { pathId, text } from './fields.ts';
import { EditorError, editorRoute } from './route.ts';

const PAGE = 50;
const iso = (ms: number | null) => (ms ? new Date(ms).toISOString() : '');

/** A tip-off as the newsroom reads it: everything, the contact phone and the member behind an anonymous one too. */
function queued(ctx: PublisherContext, t: TipoffRow, rejectReason = '') {
  return {
    id: t.id,
    uid: t.uid,
    userName: t.userName,
    anonymous: t.anonymous === 1,
    contactNo: t.contactNo,
    topic: t.topic,
    content: t.content,
    place: t.place,
    latitude: t.latitude,
    longitude: t.longitude,
    rewardPoints: t.rewardPoints,
    happenedAt: t.happenedAt,
    files: t.files.map((f) => sentFileWire(ctx.uploads.store, f)),
    review: t.review,
    rejectReason,
    state: t.state,
    reply: t.reply,
    repliedAt: iso(t.repliedAt),
    receivedAt: iso(t.receivedAt),
    checkingAt: iso(t.checkingAt),
    decidedAt: iso(t.decidedAt),
    publishedAt: iso(t.publishedAt),
    articleId: t.articleId,
  };
}

async function tipoffAt(ctx: PublisherContext, params: Record<string, string>) {
  const t = await tipoffById(ctx.db, pathId(params, 'tip-off'));
  if (!t) throw new EditorError(404, 'no such tip-off');
  return t;
}

/** Which states a tip-off may move to from where it is. */
const NEXT: Record<TipoffState, TipoffState[]> = {
  new: ['checking', 'adopted', 'declined'],
  checking: ['adopted', 'declined'],
  adopted: ['published', 'declined'],
  declined: ['checking', 'adopted'],
  published: [],
};

const reply = text('reply', 1_000).optional();

/** Moves a tip-off on (a text the moderation holds or rejected is the moderators' first), with a reply if given. */
async function move(
  ctx: PublisherContext,
  t: TipoffRow,
  to: TipoffState,
  words?: string,
  articleId?: number,
) {
  if (t.review !== 'clear')
    throw new EditorError(
      409,
      `the tip-off is ${t.review === 'held' ? 'held for review' : 'rejected'} by moderation`,
    );
  if (!NEXT[t.state].includes(to)) throw new EditorError(409, `a tip-off ${t.state} cannot become ${to}`);
  const now = ctx.clock.now();
  const at =
    to === 'checking' ? { checkingAt: now } : to === 'published' ? { publishedAt: now } : { decidedAt: now };
  // adopted the first time: its author is paid, in the same transaction (a demo reader, uid 0, has no account)
  const pays = to === 'adopted' && t.rewardPoints === 0 && t.uid > 0 && ADOPTED_TIPOFF.score > 0;
  const row = await ctx.db.transaction(async (tx) => {
    const [moved] = await tx
      .update(tipoffs)
      .set({
        state: to,
        ...at,
        ...(words ? { reply: words, repliedAt: now } : {}),
        ...(articleId ? { articleId } : {}),
        ...(pays ? { rewardPoints: ADOPTED_TIPOFF.score } : {}),
      })
      // the state and the reward as read: a second adoption racing this one changes nothing and pays nothing
      .where(and(eq(tipoffs.id, t.id), eq(tipoffs.state, t.state), eq(tipoffs.rewardPoints, t.rewardPoints)))
      .returning();
    // a member who left since has no account to pay: the tip-off is still adopted
    const [author] = moved && pays ? await tx.select().from(members).where(eq(members.uid, t.uid)) : [];
    if (author)
      await awardPoints(tx, {
        uid: t.uid,
        score: ADOPTED_TIPOFF.score,
        rule: ADOPTED_TIPOFF.rule,
        note: `${ADOPTED_TIPOFF.note}：${t.topic}`,
        at: now,
      });
    return moved;
  });
  if (!row) throw new EditorError(409, 'the tip-off changed meanwhile; read it again');
  return queued(ctx, row);
}

/**
 * The newsroom's tip-off queue (docs/editor-api.md, "Tip-offs"): by state, newest first; each with its files and the
 * sender's phone; moved to checking, adopted or not adopted with a reply, published as an article.
 */
export const tipoffRoutes = [
  editorRoute({
    method: 'GET',
    path: 'tipoffs',
    input: z.object({
      state: z.enum(TIPOFF_STATES, { error: `state is one of ${TIPOFF_STATES.join(', ')}` }).default('new'),
      page: z.coerce.number({ error: 'page is a number' }).int().min(0).max(MAX_PAGE).default(0),
    }),
    async handle(ctx, input) {
      const rows = await ctx.db
        .select()
        .from(tipoffs)
        .where(eq(tipoffs.state, input.state))
        .orderBy(desc(tipoffs.receivedAt), desc(tipoffs.id))
        .limit(PAGE)
        .offset(input.page * PAGE);
      const reasons = await rejectionReasons(
        ctx.db,
        'tipoff',
        rows.filter((r) => r.review === 'rejected').map((r) => r.id),
      );
      return { list: rows.map((t) => queued(ctx, t, reasons.get(t.id))) };
    },
  }),
  editorRoute({
    method: 'GET',
    path: 'tipoffs/:id',
    input: z.object({}),
    handle: async (ctx, _input, params) => queued(ctx, await tipoffAt(ctx, params)),
  }),
  editorRoute({
    method: 'POST',
    path: 'tipoffs/:id/checking',
    input: z.object({ reply }),
    handle: async (ctx, input, params) => move(ctx, await tipoffAt(ctx, params), 'checking', input.reply),
  }),
  editorRoute({
    method: 'POST',
    path: 'tipoffs/:id/adopt',
    input: z.object({ reply }),
    handle: async (ctx, input, params) => move(ctx, await tipoffAt(ctx, params), 'adopted', input.reply),
  }),
  editorRoute({
    method: 'POST',
    path: 'tipoffs/:id/decline',
    input: z.object({ reply }),
    handle: async (ctx, input, params) => move(ctx, await tipoffAt(ctx, params), 'declined', input.reply),
  }),
  editorRoute({
    method: 'POST',
    path: 'tipoffs/:id/publish',
    input: z.object({
      articleId: z.number({ error: 'articleId is the published article' }).int().positive(),
      reply,
    }),
    async handle(ctx, input, params) {
      const t = await tipoffAt(ctx, params);
      const article = await ctx.articles.article(input.articleId);
      if (!article || article.status !== 1)
        throw new EditorError(400, `no published article ${input.articleId}`);
      return move(ctx, t, 'published', input.reply, input.articleId);
    },
  }),
  editorRoute({
    method: 'POST',
    path: 'tipoffs/:id/reply',
    input: z.object({ reply: text('reply', 1_000, 1) }),
    async handle(ctx, input, params) {
      const t = await tipoffAt(ctx, params);
      const [row] = await ctx.db
        .update(tipoffs)
        .set({ reply: input.reply, repliedAt: ctx.clock.now() })
        .where(eq(tipoffs.id, t.id))
        .returning();
      return queued(ctx, row!);
    },
  }),
];
