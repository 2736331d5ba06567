import { randomBytes } from 'node:crypto';
import { sm2 } from 'sm-crypto-v2';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { COLUMN_SEEDS, generateSite } from './content.ts';
import { seededRandom } from './random.ts';
import { demoSiteConfig } from './site-config.ts';

export const DEMO_APP_ID = 1;
const SEED = 20240521;

/** Seeds the demo site once: a database that already has a site config is left alone. */
export async function seedIfEmpty(db: Db, now: number): Promise<boolean> {
  const existing = await db.select({ appId: t.siteConfig.appId }).from(t.siteConfig).limit(1);
  if (existing.length > 0) return false;
  await seedDemoSite(db, now);
  return true;
}

async function seedDemoSite(db: Db, now: number): Promise<void> {
  const rng = seededRandom(SEED);
  const site = generateSite(rng, now);
  // The SM2 pair is random but made once and stored: the private key stays in `secrets`.
  const keys = sm2.generateKeyPairHex();
  const byId = new Map(site.articles.map((a) => [a.fileId, a]));

  await db.transaction(async (tx) => {
    await tx.insert(t.siteConfig).values({
      appId: DEMO_APP_ID,
      siteId: 1,
      config: demoSiteConfig(keys.publicKey),
      secrets: {
        appKey: `qlapp${randomBytes(6).toString('hex')}`,
        appSecret: randomBytes(16).toString('hex'),
        sm2PublicKey: keys.publicKey,
        sm2PrivateKey: keys.privateKey,
      },
      updatedAt: now,
    });
    await tx.insert(t.columns).values(
      COLUMN_SEEDS.map((c) => {
        const parent = COLUMN_SEEDS.find((p) => p.columnId === c.parentId);
        return {
          ...c,
          casNames: parent ? `${parent.name}~${c.name}` : c.name,
          level: parent ? 2 : 1,
          iconRef: null,
          linkUrl: '',
        };
      }),
    );
    await tx.insert(t.reporters).values(site.reporters);
    await tx.insert(t.images).values(site.images);
    for (let i = 0; i < site.articles.length; i += 50) {
      await tx.insert(t.articles).values(site.articles.slice(i, i + 50));
    }
    const placements = [
      ...site.articles.map((a) => ({
        columnId: a.columnId,
        fileId: a.fileId,
        pinned: 0,
        publishedAt: a.publishedAt,
      })),
      // Sub-column articles also show in their parent (local news lists 溪口 and 云栖 items too).
      ...site.articles
        .filter((a) => a.columnId === 21 || a.columnId === 22)
        .map((a) => ({ columnId: 2, fileId: a.fileId, pinned: 0, publishedAt: a.publishedAt })),
      ...site.homePicks.map((p) => ({
        columnId: 1,
        fileId: p.fileId,
        pinned: p.pinned,
        publishedAt: byId.get(p.fileId)?.publishedAt ?? now,
      })),
    ];
    for (let i = 0; i < placements.length; i += 100) {
      await tx.insert(t.columnArticles).values(placements.slice(i, i + 100));
    }
    const ofType = (type: number, n: number, skip = 0) =>
      site.articles
        .filter((a) => a.articleType === type && a.status === 1 && a.lang === 'zh')
        .slice(skip, skip + n)
        .map((a) => a.fileId);
    const reporterIds = site.reporters.map((r) => r.id);
    // Kept types 0, 7, 8, 9, 10, 11 and, on purpose, types 3, 5 and 12 that the client must filter out.
    const homeModules: (typeof t.modules.$inferInsert)[] = [
      { moduleId: 401, type: 0, name: '编辑推荐', position: 3, displayStyle: 1, fileIds: ofType(0, 4, 10) },
      {
        moduleId: 402,
        type: 7,
        name: '青岚记者',
        position: 6,
        displayStyle: 2,
        fileIds: [],
        reporterIds: reporterIds.slice(0, 6),
      },
      { moduleId: 403, type: 8, name: '视频推荐', position: 9, displayStyle: 3, fileIds: ofType(2, 4) },
      { moduleId: 404, type: 9, name: '专题聚焦', position: 12, displayStyle: 1, fileIds: ofType(3, 3) },
      { moduleId: 405, type: 10, name: '正在直播', position: 15, displayStyle: 2, fileIds: ofType(6, 3) },
      { moduleId: 406, type: 11, name: '图说青岚', position: 18, displayStyle: 1, fileIds: ofType(1, 4) },
      { moduleId: 407, type: 3, name: '合作推广', position: 4, displayStyle: 1, fileIds: ofType(4, 2) },
      { moduleId: 408, type: 5, name: '广告位', position: 8, displayStyle: 1, fileIds: ofType(4, 1, 2) },
      { moduleId: 409, type: 12, name: '小程序入口', position: 10, displayStyle: 1, fileIds: ofType(12, 2) },
      {
        moduleId: 400,
        type: 0,
        name: '青岚要闻',
        position: 0,
        displayStyle: 1,
        isTopModule: 1,
        cmDisplayStyle: 2,
        fileIds: ofType(0, 4, 20),
      },
      {
        moduleId: 410,
        type: 0,
        name: '本地热读',
        position: 5,
        displayStyle: 1,
        columnId: 2,
        fileIds: ofType(0, 4, 30),
      },
    ].map((m) => ({ columnId: 1, showMore: 1, isTopModule: 0, cmDisplayStyle: 0, reporterIds: [], ...m }));
    await tx.insert(t.modules).values(homeModules);
  });
}
