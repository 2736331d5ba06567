// The departments' ranking on 问政's page: the last 90 days as the publisher counted them (qaForm). Replying matters
// first (the share of inquiries passed to it that it answered), then speed (median days to the first reply); a
// department nothing was passed to has no figures to rank by and comes last.
import type { DepartmentFigures } from '~/api/qa/entities';

export function rankDepartments(departments: DepartmentFigures[]): DepartmentFigures[] {
  const days = (d: DepartmentFigures) => d.medianDays ?? Number.POSITIVE_INFINITY;
  return [...departments].sort(
    (a, b) =>
      Number(b.passed > 0) - Number(a.passed > 0) ||
      b.replyRate - a.replyRate ||
      days(a) - days(b) ||
      b.passed - a.passed ||
      a.name.localeCompare(b.name, 'zh'),
  );
}
