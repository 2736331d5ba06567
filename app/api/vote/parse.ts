import { arr, date, flag, int, listOf, optStr, pick, rec, str, type Rec } from '../lenient';
import type {
  Vote,
  VoteCast,
  VoteInfoField,
  VoteOption,
  VoteOptionDetail,
  VoteOptionPage,
  VotePhase,
  VoteStanding,
} from './entities';

const phases: VotePhase[] = ['notBegun', 'open', 'ended'];
/** isbegin 0/1/2; anything else reads as not begun, so nothing invites a vote the publisher will refuse */
const phaseOf = (value: unknown): VotePhase => phases[int(value)] ?? 'notBegun';

const infoTypes = ['text', 'phone', 'idcard'] as const;

function infoFieldOf(raw: unknown): VoteInfoField | null {
  const o = rec(raw);
  const key = str(pick(o, 'name', 'key')).trim();
  const type = str(o.type, 'text') as VoteInfoField['type'];
  if (!/^[A-Za-z_][A-Za-z0-9_]{0,39}$/.test(key)) return null;
  return {
    key,
    title: str(o.title, key),
    type: infoTypes.includes(type) ? type : 'text',
    required: flag(o.required),
  };
}

/** getVoteInfo; null for `data:"empty"` or an answer without an id. */
export function parseVote(raw: unknown): Vote | null {
  if (raw === 'empty') return null;
  const o = rec(raw);
  const id = int(pick(o, 'voteID', 'voteId', 'id'));
  if (id <= 0) return null;
  const head = optStr(o.vs_head_voteimage);
  return {
    id,
    title: str(o.title),
    html: str(o.content),
    organizer: str(o.organizer),
    ...(head ? { headImage: head } : {}),
    themes: arr(o.vs_votetheme_list)
      .map((t) => {
        const r = rec(t);
        return { id: int(pick(r, 'themeID', 'themeId', 'id')), name: str(r.name) };
      })
      .filter((t) => t.id > 0 && t.name !== ''),
    infoRule: arr(o.vs_user_inforule)
      .map(infoFieldOf)
      .filter((f) => f !== null),
    phase: phaseOf(o.isbegin),
    startAt: date(o.startTime),
    endAt: date(o.endTime),
    serverTime: date(o.serverTime),
    dayLimit: Math.max(0, int(o.vs_vote_daylimit)),
    optionLimit: Math.max(0, int(o.vs_vote_optionlimit)),
    totalVotes: Math.max(0, int(o.voteCount)),
    optionCount: Math.max(0, int(o.optionCount)),
  };
}

function optionOf(o: Rec): VoteOption {
  const picture = optStr(o.pic);
  return {
    id: int(pick(o, 'optionID', 'optionId', 'id')),
    voteId: int(pick(o, 'voteID', 'voteId')),
    themeId: int(pick(o, 'themeID', 'themeId')),
    number: int(o.number),
    name: str(o.name),
    ...(picture ? { picture } : {}),
    count: Math.max(0, int(o.count)),
    rank: Math.max(0, int(o.rank)),
  };
}

const optionsOf = (raw: unknown) =>
  listOf(raw)
    .map((item) => optionOf(rec(item)))
    .filter((o) => o.id > 0);

export function parseVoteOptionPage(raw: unknown): VoteOptionPage {
  const o = rec(raw);
  const options = optionsOf(raw);
  return { options, total: Math.max(options.length, int(o.totalCount)), hasMore: flag(o.hasMore) };
}

export const parseVoteOptions = optionsOf;

/** getVoteOption; null for `data:"empty"` or an answer without an id. */
export function parseVoteOption(raw: unknown): VoteOptionDetail | null {
  if (raw === 'empty') return null;
  const o = rec(raw);
  const option = optionOf(o);
  if (option.id <= 0) return null;
  return { ...option, html: str(o.intro), themeName: str(o.themeName) };
}

export function parseVoteStanding(raw: unknown): VoteStanding {
  const o = rec(raw);
  const usedToday: Record<number, number> = {};
  for (const v of arr(o.voted)) {
    const r = rec(v);
    const id = int(pick(r, 'optionID', 'optionId'));
    if (id > 0) usedToday[id] = Math.max(0, int(r.used));
  }
  return {
    phase: phaseOf(o.isbegin),
    dayLimit: Math.max(0, int(o.dayLimit)),
    dayLeft: int(o.dayLeft, -1),
    optionLimit: Math.max(0, int(o.optionLimit)),
    usedToday,
    needsInfo: flag(o.needInfo),
  };
}

export function parseVoteCast(raw: unknown): VoteCast {
  const o = rec(raw);
  return {
    optionId: int(pick(o, 'optionID', 'optionId')),
    count: Math.max(0, int(o.count)),
    rank: Math.max(0, int(o.rank)),
    dayLeft: int(o.dayLeft, -1),
    optionLeft: int(o.optionLeft, -1),
  };
}
