import { describe, expect, it } from 'vitest';
import type { DepartmentFigures } from '~/api/qa/entities';
import { rankDepartments } from './ranking';

const d = (name: string, passed: number, replied: number, medianDays: number | null): DepartmentFigures => ({
  id: name.length,
  name,
  passed,
  replied,
  replyRate: passed ? replied / passed : 0,
  medianDays,
});

describe('the departments’ ranking', () => {
  it('replying first, then speed; a department with nothing passed to it last', () => {
    const ranked = rankDepartments([
      d('无件局', 0, 0, null),
      d('慢局', 2, 2, 18),
      d('半数局', 2, 1, 1),
      d('快局', 2, 2, 3),
      d('不回局', 3, 0, null),
    ]);
    expect(ranked.map((r) => r.name)).toEqual(['快局', '慢局', '半数局', '不回局', '无件局']);
  });

  it('an equal rate and speed: the one that handled more first; nothing to rank is an empty list', () => {
    expect(rankDepartments([d('甲', 1, 1, 2), d('乙', 4, 4, 2)]).map((r) => r.name)).toEqual(['乙', '甲']);
    expect(rankDepartments([])).toEqual([]);
  });
});
