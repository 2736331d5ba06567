import { asc } from 'drizzle-orm';
import {
  DYNAMIC_OWNER,
  dynamics,
  images,
  reporters,
  xyAccounts,
  type DynamicVideo,
} from '../db/schema/index.ts';
import { ID_RANGES, type AreaSeeder } from './areas.ts';
import { PLACES } from './pools.ts';

const DYNAMICS = [
  '今天在{place}采访，居民们说起新修的步道都很高兴。',
  '{place}的早市六点就热闹起来了，记录一下清晨的烟火气。',
  '跟拍{place}防汛值守的第三天，向坚守一线的工作人员致敬。',
  '{place}新开的社区食堂，一荤两素只要十二元。',
  '采访间隙，在{place}遇到了一场小型音乐会。',
  '{place}的老街改造完成，明天见报，敬请关注。',
];
const DAY = 86_400_000;
/** The demo's first eight reporters post dynamics; the others have none (their pages show the empty state). */
const WITH_DYNAMICS = 8;

/**
 * Dynamics of the first eight reporters (记者动态, 12–24 each so lists load more) and of every third account, some
 * with pictures and some with a video.
 */
export const seedArea: AreaSeeder = async (tx, { now, rng }) => {
  const withDynamics: { ownerKind: number; ownerId: number; count: number }[] = (
    await tx.select({ id: reporters.id }).from(reporters).orderBy(asc(reporters.id))
  )
    .slice(0, WITH_DYNAMICS)
    .map((r) => ({ ownerKind: DYNAMIC_OWNER.reporter, ownerId: r.id, count: rng.int(12, 24) }));
  const accounts = await tx.select({ id: xyAccounts.id }).from(xyAccounts).orderBy(asc(xyAccounts.id));
  for (const account of accounts.filter((_, i) => i % 3 === 0))
    withDynamics.push({ ownerKind: DYNAMIC_OWNER.account, ownerId: account.id, count: rng.int(3, 12) });
  let id = ID_RANGES.reporter.dynamicId.first;
  for (const { ownerKind, ownerId, count } of withDynamics) {
    for (let n = 0; n < count; n++) {
      const dynamicId = id++;
      const pictureRefs = Array.from(
        { length: rng.chance(0.6) ? rng.int(1, 4) : 0 },
        (_, p) => `2024-01/01/dynamic-${dynamicId}-${p}.jpg`,
      );
      for (const ref of pictureRefs) {
        await tx
          .insert(images)
          .values({
            ref,
            format: 'jpg',
            width: 800,
            height: 600,
            label: 'D',
            hue: rng.int(0, 359),
            motif: rng.int(0, 3),
          })
          .onConflictDoNothing();
      }
      const videos: DynamicVideo[] =
        pictureRefs.length === 0 && rng.chance(0.4)
          ? [{ url: `/media/video/${dynamicId}.mp4`, posterRef: null, duration: 8 }]
          : [];
      await tx.insert(dynamics).values({
        id: dynamicId,
        ownerKind,
        ownerId,
        content: rng.pick(DYNAMICS).replaceAll('{place}', () => rng.pick(PLACES)),
        pictureRefs,
        videos,
        publishedAt: now - n * DAY - rng.int(1, 20) * 3_600_000,
      });
    }
  }
};
