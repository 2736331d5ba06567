import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { MODERATION_ADAPTERS } from './adapters.ts';
import type { ModerationDecision, ModerationItem } from './kinds.ts';
import { judge } from './rules.ts';
import { recentTexts } from './repeats.ts';
import { settingsStore } from './settings.ts';
import { memberStandings } from './standing.ts';
import { askWebhook } from './webhook.ts';

export type Moderation = ReturnType<typeof moderation>;

/**
 * The one way in for everything readers write (docs/moderation.md). Built once per publisher: the settings and
 * their word lists, members' standings and their recent texts live in memory, so a decision without the webhook
 * costs no query of its own.
 */
export function moderation(db: Db, clock: Clock, log: FastifyBaseLogger) {
  const settings = settingsStore(db, clock);
  const standings = memberStandings(db, Object.values(MODERATION_ADAPTERS));
  const repeats = recentTexts(clock);

  return {
    settings,
    standings,

    /** Rules and mode, in order: publish, hold or refuse, and why. */
    async decide(item: ModerationItem): Promise<ModerationDecision> {
      const [active, member] = await Promise.all([
        settings.current(),
        item.uid === null ? undefined : standings.of(item.uid),
      ]);
      // a name is not a message: choosing the same one again is no flood
      const repeated =
        item.uid !== null && item.kind !== 'nickname' && repeats.sentLately(item.uid, item.content);
      return judge(item, { settings: active, member, repeated, now: clock.now() });
    },

    /** A text that was saved (published or held), for the repeat rule. */
    remember: (uid: number, text: string) => repeats.remember(uid, text),

    /** Whether the site asks an outside service (then an item is kept waiting until it answers). */
    consults: async (): Promise<boolean> => (await settings.current()).webhook !== null,

    /**
     * The site's moderation service's word on an item the pipeline would publish or hold: approve publishes (but
     * never lifts a member's premod: that is the newsroom's own word), reject refuses, hold holds. No answer in
     * time leaves `decision` as it is.
     */
    async consult(
      item: ModerationItem,
      id: number,
      decision: ModerationDecision,
    ): Promise<ModerationDecision> {
      const hook = (await settings.current()).webhook;
      if (!hook || decision.outcome === 'refuse') return decision;
      const answer = await askWebhook(
        hook,
        { kind: item.kind, id, uid: item.uid ?? 0, content: item.content, pics: item.pics },
        // the newsroom's service down or slow: one line without a stack, the item keeps the pipeline's decision
        (error) =>
          log.warn(
            { reason: error instanceof Error ? error.message : String(error), kind: item.kind, id },
            'moderation webhook gave no answer',
          ),
      );
      if (!answer) return decision;
      if (answer.decision === 'reject')
        return {
          outcome: 'refuse',
          reasons: ['webhook'],
          message: '内容未通过审核，请修改后再发',
          ...(answer.reason ? { note: answer.reason } : {}),
        };
      if (answer.decision === 'hold') return { outcome: 'hold', reasons: [...decision.reasons, 'webhook'] };
      return decision.reasons.includes('premod') ? decision : { outcome: 'publish', reasons: [] };
    },
  };
}
