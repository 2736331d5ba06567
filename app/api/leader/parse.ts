import { int, listOf, optStr, pick, rec, str } from '../lenient';
import { parseArticleList } from '../lists/summary';
import type { Leader, LeaderView } from './entities';

export function parseLeader(raw: unknown): Leader | null {
  const o = rec(raw);
  const id = int(pick(o, 'id', 'leaderID'));
  if (id <= 0) return null;
  return {
    id,
    name: str(pick(o, 'name', 'cmiName')),
    photo: optStr(pick(o, 'url', 'photo')),
    duty: str(o.duty),
    description: str(o.description),
  };
}

export function parseLeaders(raw: unknown): Leader[] {
  return listOf(raw)
    .map(parseLeader)
    .filter((l) => l !== null);
}

/** null: the payload names no leader. */
export function parseLeaderView(raw: unknown): LeaderView | null {
  const o = rec(raw);
  const leader = parseLeader(o.leader);
  return leader ? { leader, reports: parseArticleList(o.list) } : null;
}
