import { describe, expect, test } from 'vitest';
import authorInfo from './fixtures/authorInfo.json';
import dynamicDetail from './fixtures/dynamicDetail.json';
import dynamicList from './fixtures/dynamicList.json';
import { parseDynamic, parseDynamics, parseReporter } from './parse';

describe('reporter', () => {
  test('the card from the fixture', () => {
    expect(parseReporter(authorInfo)).toMatchObject({
      id: authorInfo.id,
      name: authorInfo.name,
      articleCount: authorInfo.articleCount,
    });
    expect(parseReporter({})).toBeNull();
    expect(parseReporter({ authorID: '8', fans: '3' })).toMatchObject({
      id: 8,
      fans: 3,
      articleCount: 0,
      askTopicId: 0,
    });
    expect(parseReporter({ id: 8, subjectID: '820001' })?.askTopicId).toBe(820001);
    expect(parseReporter({ id: 8, subjectID: -4 })?.askTopicId).toBe(0);
  });

  test('dynamics with their attachments', () => {
    expect(parseDynamics(dynamicList).length).toBeGreaterThan(0);
    const detail = parseDynamic(dynamicDetail)!;
    expect(detail.videos[0]).toMatchObject({ url: expect.stringMatching(/\.mp4$/), duration: 8 });
    expect(
      parseDynamic({
        id: 3,
        content: 'x',
        pics: ['a.jpg', { url: 'b.jpg' }, 7],
        publishTime: '2020-01-01 08:00:00.0',
      }),
    ).toMatchObject({ pictures: ['a.jpg', 'b.jpg'], videos: [], publishedAt: Date.UTC(2020, 0, 1) });
    expect(parseDynamics({ list: [null, { id: 0 }] })).toEqual([]);
  });
});
