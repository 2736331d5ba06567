import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../clock.ts';
import { testPublisher, type TestPublisher } from '../test-support.ts';
import { settingsStore } from './settings.ts';

let pub: TestPublisher;
beforeAll(async () => {
  pub = await testPublisher();
});
afterAll(() => pub.close());

describe('settings shared by several processes', () => {
  it('another process’s save is seen once the version is asked again, and the word lists are rebuilt', async () => {
    const db = pub.database.db;
    const here = settingsStore(db, systemClock, 0);
    const there = settingsStore(db, systemClock, 0);
    expect((await here.current()).banned.find('赌博')).toEqual([]);
    await there.save({ bannedWords: ['赌博'] });
    // the copy in use answers at once; the version is asked in the background and the next post sees the change
    await here.current();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const seen = await here.current();
    expect(seen.version).toBe((await there.current()).version);
    expect(seen.banned.find('网上赌博')).toEqual(['赌博']);
  });
});
