import { z } from 'zod';
import { operation } from '../../context.ts';
import { INVITE_CONFIG } from './config.ts';

/** spec §7 "invite config": whether invites are open, the points one earns, and the rules in plain lines. */
export const inviteConfig = operation({
  name: 'inviteConfig',
  method: 'GET',
  access: 'token',
  cached: true,
  input: z.object({}),
  handle: async () => ({ open: 1, score: INVITE_CONFIG.score, rules: [...INVITE_CONFIG.rules] }),
});
