import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { members } from '../../db/schema/index.ts';
import { badInput } from '../../envelope.ts';
import { intField, testHook } from '../test-hook.ts';
import { inviteCodeOf } from './codes.ts';
import { recordInvite } from './record.ts';

/**
 * `POST /app_if/test/invites` `{uid, devices?}` → `{code}`: the member's invite code, recorded on `devices` devices
 * (invited people, each paying the inviter the configured points) so a page has a list to show.
 */
export const addInvites = testHook({
  name: 'invites',
  input: z.object({
    uid: intField('uid', 1, 2_147_483_647),
    devices: intField('devices', 0, 100).optional(),
  }),
  async handle(ctx, input) {
    const [member] = await ctx.db.select().from(members).where(eq(members.uid, input.uid)).limit(1);
    if (!member) throw badInput(`会员 ${input.uid} 不存在`);
    const code = await inviteCodeOf(ctx, input.uid);
    for (let i = 0; i < (input.devices ?? 0); i += 1) {
      await recordInvite(ctx, {
        inviter: input.uid,
        invitee: null,
        device: `invited-${code}-${ctx.clock.now()}-${i}`,
        name: `好友${i + 1}`,
      });
    }
    return { code };
  },
});

export const inviteTestHooks = [addInvites];
