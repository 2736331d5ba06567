import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { PublisherContext } from '../context.ts';
import { members, type ModerationCaseRow } from '../db/schema/index.ts';
import { MODERATION_QUEUES, queued } from '../moderation/cases.ts';
import { decideItem, type Verdict } from '../moderation/decisions.ts';
import { MODERATION_KINDS, type ModerationKind } from '../moderation/kinds.ts';
import { settingsChange, SettingsRefused, type ActiveSettings } from '../moderation/settings.ts';
import { MEMBER_STATUSES } from '../moderation/standing.ts';
import { text, time } from './fields.ts';
import { EditorError, editorRoute } from './route.ts';

/** Ten thousand words and more in each list, as JSON. */
const SETTINGS_BODY_LIMIT = 10 * 1024 * 1024;

const idOf = (raw: string | undefined, what: string): number => {
  const id = Number(raw);
  if (!/^\d{1,10}$/.test(raw ?? '') || id <= 0 || id > 2_147_483_647)
    throw new EditorError(404, `no such ${what}`);
  return id;
};

/** The newsroom's words with a decision (shown to the author of a rejected item) or a status change. */
const reason = () => text('reason', 200, 1);

const kindOf = (raw: string | undefined): ModerationKind => {
  if (!MODERATION_KINDS.includes(raw as ModerationKind)) throw new EditorError(404, 'no such kind');
  return raw as ModerationKind;
};

/** The settings as the newsroom's tools see them: the webhook's secret is never sent back, only that one is set. */
const settingsWire = (s: ActiveSettings) => ({
  mode: s.mode,
  bannedWords: s.bannedWords,
  suspectWords: s.suspectWords,
  newMemberApprovals: s.newMemberApprovals,
  webhook: s.webhook && { url: s.webhook.url, timeoutMs: s.webhook.timeoutMs, secretSet: true },
});

const caseWire = (c: ModerationCaseRow) => ({
  kind: c.kind,
  id: c.itemId,
  uid: c.uid,
  content: c.content,
  pics: c.pics,
  reasons: c.reasons,
  createdAt: new Date(c.createdAt).toISOString(),
});

/** Approve or reject any kind of item; its own table and its counts follow (moderation/decisions.ts). */
function decide(verdict: Verdict) {
  return editorRoute({
    method: 'POST',
    path: `moderation/:kind/:id/${verdict}`,
    input: verdict === 'approve' ? z.object({}) : z.object({ reason: reason() }),
    async handle(ctx, input, params) {
      const kind = kindOf(params.kind);
      const id = idOf(params.id, kind);
      const words = 'reason' in input ? (input.reason as string) : null;
      const answer = await decideItem(ctx, kind, id, verdict, words);
      if (answer === 'missing' || answer === 'unknown') throw new EditorError(404, `no such ${kind}`);
      if (answer === 'gone') throw new EditorError(409, `the ${kind} was deleted by its author`);
      return { kind, id, status: verdict === 'approve' ? 'approved' : 'rejected' };
    },
  });
}

async function changeStatus(
  ctx: PublisherContext,
  uid: number,
  input: { status: (typeof MEMBER_STATUSES)[number]; until?: number; reason: string },
) {
  const [member] = await ctx.db
    .select({ uid: members.uid })
    .from(members)
    .where(eq(members.uid, uid))
    .limit(1);
  if (!member) throw new EditorError(404, 'no such member');
  if (input.status === 'suspended' && (input.until === undefined || input.until <= ctx.clock.now()))
    throw new EditorError(400, 'until: a suspension ends in the future');
  const until = input.status === 'suspended' ? input.until! : null;
  await ctx.moderation.standings.change(uid, input.status, until, input.reason, ctx.clock.now());
  return { uid, status: input.status };
}

/**
 * The moderation pipeline's side of the newsroom (docs/editor-api.md "Moderation"): settings, the queues,
 * decisions on any kind of item, and members' standing.
 */
export const moderationRoutes = [
  editorRoute({
    method: 'GET',
    path: 'moderation/settings',
    input: z.object({}),
    handle: async (ctx) => settingsWire(await ctx.moderation.settings.current()),
  }),
  editorRoute({
    method: 'PUT',
    path: 'moderation/settings',
    bodyLimit: SETTINGS_BODY_LIMIT,
    input: settingsChange,
    async handle(ctx, input) {
      try {
        return settingsWire(await ctx.moderation.settings.save(input));
      } catch (error) {
        if (error instanceof SettingsRefused) throw new EditorError(400, error.message);
        throw error;
      }
    },
  }),
  editorRoute({
    method: 'GET',
    path: 'moderation/queue',
    input: z.object({
      queue: z.enum(MODERATION_QUEUES, { error: 'queue is pending, reported or held' }),
      kind: z.enum(MODERATION_KINDS, { error: `kind is one of ${MODERATION_KINDS.join(', ')}` }).optional(),
      limit: z.coerce.number({ error: 'limit is a number' }).int().min(1).max(200).default(100),
    }),
    async handle(ctx, input) {
      return { list: (await queued(ctx.db, input.queue, input.kind, input.limit)).map(caseWire) };
    },
  }),
  decide('approve'),
  decide('reject'),
  editorRoute({
    method: 'PUT',
    path: 'members/:uid/status',
    input: z.object({
      status: z.enum(MEMBER_STATUSES, { error: `status is one of ${MEMBER_STATUSES.join(', ')}` }),
      until: time('until').optional(),
      reason: reason(),
    }),
    handle: (ctx, input, params) => changeStatus(ctx, idOf(params.uid, 'member'), input),
  }),
];
