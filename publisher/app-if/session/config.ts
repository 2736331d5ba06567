import { z } from 'zod';
import { operation } from '../../context.ts';
import { PublisherError, STATUS } from '../../envelope.ts';
import { intParam } from '../../validation.ts';

export const getConfig = operation({
  name: 'getConfig',
  method: 'GET',
  access: 'open',
  authExempt: true,
  input: z.object({ appID: intParam('appID', 0, 100_000) }),
  async handle(ctx, input) {
    const site = await ctx.sites.get(input.appID);
    // Real deployments answer an unknown appID with status -1 (PUBLISHER_API §2).
    if (!site) throw new PublisherError(400, STATUS.error, 'Your server has down or target user not exist !');
    // the messenger's app id and authorize page come from the publisher's messenger settings (one source)
    return {
      ...site.config,
      siteID: site.siteId,
      wxAppid: ctx.messenger.appId,
      wxAuthorizeUrl: ctx.messenger.authorizeUrl,
    };
  },
});

export const serverTime = operation({
  name: 'serverTime',
  method: 'GET',
  access: 'open',
  authExempt: true,
  input: z.object({}),
  handle: async (ctx) => ({ serverTime: ctx.clock.now() }),
});
