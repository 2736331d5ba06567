import type { VoteRow, VoteThemeRow } from '../../db/schema/index.ts';
import { picUrl, wireTime } from '../../wire.ts';
import type { RankedOption } from './store.ts';

/** isbegin (spec §3): 0 not begun, 1 open, 2 ended. */
export function isBegin(v: VoteRow, now: number): 0 | 1 | 2 {
  if (now < v.startAt) return 0;
  return now > v.endAt ? 2 : 1;
}

/** The vote info: head image, theme tabs, what the user-info box asks, the window and the limits. */
export function voteInfo(
  publicUrl: string,
  v: VoteRow,
  themes: VoteThemeRow[],
  totals: { votes: number; options: number },
  now: number,
) {
  return {
    voteID: String(v.voteId),
    title: v.title,
    content: v.content,
    organizer: v.organizer,
    vs_head_voteimage: picUrl(publicUrl, v.headImageRef),
    vs_votetheme_list: themes.map((t) => ({ themeID: t.themeId, name: t.name })),
    vs_user_inforule: v.userInfoRule.map((f) => ({
      name: f.key,
      title: f.title,
      type: f.type,
      required: f.required ? 1 : 0,
    })),
    isbegin: isBegin(v, now),
    startTime: wireTime(v.startAt),
    endTime: wireTime(v.endAt),
    serverTime: wireTime(now),
    vs_vote_daylimit: v.dayLimit,
    vs_vote_optionlimit: v.optionDayLimit,
    voteCount: totals.votes,
    optionCount: totals.options,
  };
}

/** An option as lists show it: number (编号), name, picture, count and rank. */
export function voteOption(publicUrl: string, o: RankedOption) {
  return {
    optionID: o.optionId,
    voteID: o.voteId,
    themeID: o.themeId,
    number: o.number,
    name: o.name,
    pic: picUrl(publicUrl, o.picRef),
    count: o.count,
    rank: o.rank,
  };
}
