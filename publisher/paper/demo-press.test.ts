import { describe, expect, it } from 'vitest';
import { anonymousToken, callAppIf, TEST_START } from '../test-support.ts';
import { publicReader } from '../test-reader.ts';
import { lastDays } from './days.ts';
import { printMissedMornings } from './demo-press.ts';

const reader = publicReader();
const DAY = 86_400_000;

describe('the demo press', () => {
  it("prints the days since the seed's newest issue, so the latest issue is today's, and each day once", async () => {
    const later = TEST_START + 3 * DAY;
    const [today, ...before] = lastDays(later, 4);
    const printed = await printMissedMornings(reader.pub.database.db, later);
    expect(printed).toEqual([before[1], before[0], today]);
    // three days on: a reader with a token of that day
    reader.pub.clock.set(later + 60_000);
    const token = await anonymousToken(reader.pub.app);
    const read = async (op: string, params = {}) =>
      (await callAppIf(reader.pub.app, op, params, { token })).body;
    const latest = (await read('getLatestMaePaper')).data as any;
    expect(latest.date).toBe(today);
    expect(latest.layouts).toHaveLength(8);
    expect(latest.layouts.every((l: any) => l.list.length > 0)).toBe(true);
    // a printed article reads as every article
    const article = await read('getPaperArticle', { id: latest.layouts[0].list[0].fileId });
    expect(article.data).toMatchObject({ title: latest.layouts[0].list[0].title, date: today });
    expect(await printMissedMornings(reader.pub.database.db, later)).toEqual([]);
  });
});
