// Lenient readers of the invite answers; codeImeiRecord answers in amuc's `{code, msg}` style (PUBLISHER_API §3.9).
import { arr, date, flag, int, listOf, pick, rec, str } from '../lenient';
import type { InviteCode, InviteRecords, InviteRules, Person, RecordOutcome, RecordResult } from './entities';

function person(raw: unknown): Person {
  const o = rec(raw);
  return { nickname: str(pick(o, 'nickname', 'name')), avatar: str(pick(o, 'head', 'avatar')) };
}

export function parseInviteCode(raw: unknown): InviteCode {
  const o = rec(raw);
  return { code: str(o.code).trim(), message: str(o.msg), member: person(o.member) };
}

export function parseInviteRules(raw: unknown): InviteRules {
  const o = rec(raw);
  return {
    open: o.open === undefined ? true : flag(o.open),
    points: int(o.score),
    rules: arr(o.rules)
      .map((r) => str(r).trim())
      .filter(Boolean),
  };
}

export function parseInviteRecords(raw: unknown): InviteRecords {
  const people = listOf(raw)
    .map(rec)
    .map((r) => ({
      id: int(r.id),
      name: str(pick(r, 'name', 'nickname')),
      avatar: str(r.head),
      at: date(r.createTime),
    }))
    .filter((p) => p.id > 0);
  return { total: Math.max(int(rec(raw).total), people.length), people };
}

const outcomes: Record<string, RecordOutcome> = {
  '1001': 'recorded',
  '1011': 'unknown',
  '1012': 'used',
  '1013': 'own',
};

export function parseRecordResult(raw: unknown): RecordResult {
  const o = rec(raw);
  return { outcome: outcomes[str(o.code)] ?? 'refused', inviter: person(o.member) };
}
