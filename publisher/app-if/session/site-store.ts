import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { siteConfig, type SiteSecrets } from '../../db/schema/index.ts';

/** Placeholder for the publisher's public URL inside the stored config (the seed writes it); replaced on reading. */
export const PUBLIC_URL_TOKEN = '{{PUBLIC_URL}}';

export type Site = { appId: number; siteId: number; config: SiteConfig; secrets: SiteSecrets };

/** The fields the publisher itself acts on; the rest of the config is passed to the front end as stored. */
export type SiteConfig = Record<string, unknown> & {
  tokenEnable?: number;
  xyApi?: { xyAuth?: number; apiVersion?: string } & Record<string, unknown>;
};

export type SiteStore = {
  /** The site for an appID (undefined: the only/first site). */
  get: (appId?: number) => Promise<Site | undefined>;
  /** Merges a patch into the stored config (one level deep for objects) and drops the cache. */
  update: (appId: number, patch: Record<string, unknown>, now: number) => Promise<void>;
};

/** Config rows are read once and kept until a write changes them. */
export function siteStore(db: Db, publicUrl: string): SiteStore {
  let cache: Map<number, Site> | null = null;
  const load = async () => {
    const rows = await db.select().from(siteConfig).orderBy(siteConfig.appId);
    cache = new Map(
      rows.map((r) => [
        r.appId,
        {
          appId: r.appId,
          siteId: r.siteId,
          config: JSON.parse(JSON.stringify(r.config).replaceAll(PUBLIC_URL_TOKEN, publicUrl)) as SiteConfig,
          secrets: r.secrets,
        },
      ]),
    );
    return cache;
  };
  return {
    async get(appId) {
      const sites = cache ?? (await load());
      return appId === undefined ? sites.values().next().value : sites.get(appId);
    },
    async update(appId, patch, now) {
      await db.transaction(async (tx) => {
        const [row] = await tx.select().from(siteConfig).where(eq(siteConfig.appId, appId));
        if (!row) throw new Error(`no site config for appID ${appId}`);
        const merged: Record<string, unknown> = { ...row.config };
        for (const [key, value] of Object.entries(patch)) {
          const current = merged[key];
          merged[key] =
            value &&
            typeof value === 'object' &&
            !Array.isArray(value) &&
            current &&
            typeof current === 'object'
              ? { ...(current as object), ...(value as object) }
              : value;
        }
        await tx
          .update(siteConfig)
          .set({ config: merged, updatedAt: now })
          .where(eq(siteConfig.appId, appId));
      });
      cache = null;
    },
  };
}
