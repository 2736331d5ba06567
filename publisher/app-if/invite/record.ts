import type { PublisherContext } from '../../context.ts';
import { inviteRecords } from '../../db/schema/index.ts';
import { awardPoints } from '../points/ledger.ts';
import { INVITE_CONFIG } from './config.ts';

/**
 * A device takes an invite: the record and the inviter's points in one transaction. A device that already took one
 * fails on the unique device (isUniqueViolation), so a repeat or a race never pays twice.
 */
export async function recordInvite(
  ctx: PublisherContext,
  invite: { inviter: number; invitee: number | null; device: string; name: string },
): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await tx.insert(inviteRecords).values({
      inviterUid: invite.inviter,
      device: invite.device,
      inviteeUid: invite.invitee,
      name: invite.name,
      createdAt: now,
    });
    await awardPoints(tx, {
      uid: invite.inviter,
      score: INVITE_CONFIG.score,
      rule: '邀请',
      note: '邀请好友下载客户端',
      at: now,
    });
  });
}
