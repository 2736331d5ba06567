// Lenient readers of the points answers (PUBLISHER_API §3.9: amuc sends the total as a string, "325").
import { date, int, listOf, pick, rec, str } from '../lenient';
import { safeHttpUrl } from '~/lib/safeUrl';
import type { Certificate, PointsEarned, PointsEntry, PointsSummary } from './entities';

export function parsePointsSummary(raw: unknown): PointsSummary {
  const o = rec(raw);
  const days = listOf(raw)
    .map(rec)
    .map((d) => ({ day: str(pick(d, 'day', 'date')), points: int(d.score) }))
    .filter((d) => /^\d{4}-\d{2}-\d{2}$/.test(d.day));
  return { total: int(o.score), today: int(o.todayScore, days[0]?.points ?? 0), days };
}

export function parsePointsHistory(raw: unknown): PointsEntry[] {
  return listOf(raw)
    .map(rec)
    .map((r) => ({
      id: int(r.id),
      rule: str(r.srname),
      note: str(r.msg),
      points: int(r.score),
      at: date(pick(r, 'createTime', 'time')),
    }))
    .filter((r) => r.id > 0);
}

/** myCertificates: each with an http(s) address, or left out */
export function parseCertificates(raw: unknown): Certificate[] {
  return listOf(raw)
    .map(rec)
    .map((c) => ({
      fileId: int(pick(c, 'fileId', 'fileID')),
      title: str(c.title),
      issuedAt: date(pick(c, 'issueTime', 'createTime')),
      url: safeHttpUrl(c.url) ?? '',
    }))
    .filter((c) => c.fileId > 0 && c.url !== '');
}

/** event1's answer (PUBLISHER_API §3.9): its first result's code 1004 paid points, 1003 was over the rule. */
export function parsePointsEarned(raw: unknown): PointsEarned {
  const first = rec(listOf(rec(raw).result)[0]);
  const earned = str(first.code) === '1004';
  return { earned, points: earned ? int(first.score) : 0 };
}
