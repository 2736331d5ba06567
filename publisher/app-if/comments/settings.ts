import type { PublisherContext } from '../../context.ts';

/**
 * The site's comment settings (getConfig `siteConfig.discuss`): `auditType` 0 publishes at once (reviewed after), 1
 * holds every comment for review first, 2 closes comments; `countHot` and `countReply` are how many hot comments and
 * first replies a page shows.
 */
export type DiscussSettings = {
  auditType: 0 | 1 | 2;
  countHot: number;
  countReply: number;
  officialName: string;
};

const num = (value: unknown, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 0 ? n : fallback;
};

export async function discussSettings(ctx: PublisherContext): Promise<DiscussSettings> {
  const config = (await ctx.sites.get())?.config ?? {};
  const siteConfig = (config.siteConfig ?? {}) as Record<string, unknown>;
  const discuss = (siteConfig.discuss ?? {}) as Record<string, unknown>;
  const audit = num(discuss.auditType, 1);
  return {
    auditType: audit === 0 || audit === 2 ? audit : 1,
    countHot: Math.min(num(discuss.countHot, 3), 10),
    countReply: Math.min(num(discuss.countReply, 2), 10),
    officialName: typeof config.siteName === 'string' && config.siteName ? config.siteName : '青岚日报',
  };
}
