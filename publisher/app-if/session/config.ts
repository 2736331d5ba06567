import { z } from 'zod';
import { operation, type PublisherContext } from '../../context.ts';
import { SOCKET_PATH } from '../../live/socket-server.ts';
import { socketToken } from '../../live/socket-token.ts';
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
      socketServer: await socketServer(ctx, site.config),
      // where uploaded files are read (the object store's public address, or this publisher), unless the site names one
      xyApi: { ...site.config.xyApi, minIOUrl: site.config.xyApi?.minIOUrl || ctx.uploads.store.publicBase },
      // the analytics send-record's host, tenant code and key (spec §7): where the page reports reads and shares
      bigData: { url: ctx.bigData.url, tenantCode: ctx.bigData.tenantCode, key: ctx.bigData.key },
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

/**
 * The live socket (spec §4 Socket): the site's own socketServer.url when it names one, else this publisher's
 * (ws:// or wss:// on its public URL, `/socket`), with a signed token valid for a day.
 */
async function socketServer(ctx: PublisherContext, config: Record<string, unknown>) {
  const stored = (config.socketServer ?? {}) as { url?: unknown };
  const url =
    typeof stored.url === 'string' && stored.url !== ''
      ? stored.url
      : `${ctx.publicUrl.replace(/^http/, 'ws')}${SOCKET_PATH}`;
  return { url, token: socketToken(await ctx.socketSecret(), ctx.clock.now()) };
}
