import { searchWords } from '../db/schema/index.ts';
import type { AreaSeeder } from './areas.ts';

/** What readers of the demo city look for: each word is in the demo's titles or bodies. */
const HOT_WORDS = ['防汛', '地铁', '社区食堂', '口袋公园', '杨梅', '青岚港', '课后服务', '老旧小区'];

/** The search page's hot words, in the newsroom's order. */
export const seedArea: AreaSeeder = async (tx) => {
  await tx.insert(searchWords).values(HOT_WORDS.map((word, position) => ({ word, position })));
};
