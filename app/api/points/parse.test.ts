import { describe, expect, it } from 'vitest';
import certificates from './fixtures/myCertificates.json';
import history from './fixtures/myScoreList.json';
import summary from './fixtures/myDayScoreSts.json';
import earned from './fixtures/event1.json';
import { parseCertificates, parsePointsEarned, parsePointsHistory, parsePointsSummary } from './parse';

describe('points parsers', () => {
  it('reads the total (a string on the wire), today and the days, today first', () => {
    expect(parsePointsSummary(summary)).toEqual({
      total: 20,
      today: 12,
      days: [
        { day: '2025-05-20', points: 12 },
        { day: '2025-05-19', points: 0 },
        { day: '2025-05-18', points: 5 },
      ],
    });
  });

  it('reads the history with its rule, note, points and time', () => {
    const [first] = parsePointsHistory(history);
    expect(first).toEqual({
      id: 12,
      rule: '邀请',
      note: '邀请好友下载客户端',
      points: 20,
      at: Date.UTC(2025, 4, 20, 2, 1, 0),
    });
  });

  it('reads the certificates, leaving out any without an http(s) address', () => {
    expect(parseCertificates(certificates)).toEqual([
      {
        fileId: 90012,
        title: '秋收纪实',
        issuedAt: Date.UTC(2025, 4, 20, 2, 1, 0),
        url: certificates.list[0]!.url,
      },
    ]);
    const hostile = {
      list: [
        { fileId: 1, title: 'x', url: 'javascript:alert(1)' },
        { fileId: '2', url: 'https://p.example/c.pdf' },
      ],
    };
    expect(parseCertificates(hostile).map((c) => c.fileId)).toEqual([2]);
    expect(parseCertificates('empty')).toEqual([]);
  });

  it('event1: code 1004 earned its score, 1003 (over the rule) nothing', () => {
    expect(parsePointsEarned(earned)).toEqual({ earned: true, points: 2 });
    const over = {
      ...earned,
      result: [{ msg: '超出积分规则计分次数', score: 0, code: '1003', srname: '阅读' }],
    };
    expect(parsePointsEarned(over)).toEqual({ earned: false, points: 0 });
    expect(parsePointsEarned('empty')).toEqual({ earned: false, points: 0 });
  });

  it('broken answers read as nothing rather than failing', () => {
    expect(parsePointsSummary('empty')).toEqual({ total: 0, today: 0, days: [] });
    expect(parsePointsSummary({ score: 'x', list: [{ day: '<b>', score: 1 }] }).days).toEqual([]);
    expect(parsePointsHistory({ list: [null, 3, { id: 'x' }] })).toEqual([]);
    expect(parsePointsHistory([{ id: '4', score: '-3', srname: 5 }])[0]).toMatchObject({
      id: 4,
      points: -3,
      rule: '5',
    });
  });
});
