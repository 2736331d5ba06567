import { describe, expect, test } from 'vitest';
import leaderView from './fixtures/leaderView.json';
import regionleaderView from './fixtures/regionleaderView.json';
import { parseLeaders, parseLeaderView } from './parse';

describe('leader', () => {
  test('the leaders and one leader’s reports from the fixtures', () => {
    expect(parseLeaders(regionleaderView)[0]).toMatchObject({
      name: expect.any(String),
      duty: expect.any(String),
    });
    const view = parseLeaderView(leaderView)!;
    expect(view.leader.id).toBe(leaderView.leader.id);
    expect(view.reports.length).toBeGreaterThan(0);
  });

  test('columnID spellings and a missing leader', () => {
    expect(parseLeaders([{ id: '3', cmiName: '某', columnID: 1 }])).toMatchObject([{ id: 3, name: '某' }]);
    expect(parseLeaderView({ list: [] })).toBeNull();
    expect(parseLeaderView('empty')).toBeNull();
  });
});
