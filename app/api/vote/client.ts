// The vote area's client.
import type { Core } from '../core';
import type { Vote, VoteCast, VoteOption, VoteOptionDetail, VoteOptionPage, VoteStanding } from './entities';
import { voteOperations as ops } from './operations';

export interface VoteApi {
  /** null: no such vote */
  vote(id: number): Promise<Vote | null>;
  /** themeId 0: every theme; page 0-based, 20 a page */
  options(q: { voteId: number; themeId?: number; page?: number }): Promise<VoteOptionPage>;
  /** null: no such option */
  option(id: number): Promise<VoteOptionDetail | null>;
  searchOptions(q: { voteId: number; name: string }): Promise<VoteOption[]>;
  standing(voteId: number): Promise<VoteStanding>;
  saveUserInfo(voteId: number, answers: Record<string, string>): Promise<void>;
  /** `record`: the sealed record (sealVoteRecord); `codeKey`/`code`: the image code and what the reader read */
  cast(q: { voteId: number; codeKey: string; code: string; record: string }): Promise<VoteCast>;
}

export function createVoteApi(core: Core): VoteApi {
  return {
    vote: (id) => core.call(ops.getVoteInfo, { voteID: id }),
    options: ({ voteId, themeId = 0, page = 0 }) =>
      core.call(ops.getVoteOptions, { voteID: voteId, themeID: themeId, page }),
    option: (id) => core.call(ops.getVoteOption, { optionID: id }),
    searchOptions: ({ voteId, name }) => core.call(ops.getVoteOptionsByName, { voteID: voteId, name }),
    standing: (voteId) => core.call(ops.voteResult, { voteID: voteId }),
    saveUserInfo: (voteId, answers) =>
      core.call(ops.saveVoteUserInfo, { voteID: voteId, userInfo: JSON.stringify(answers) }),
    cast: ({ voteId, codeKey, code, record }) =>
      core.call(ops.recordVoteCountAndLog, { voteID: voteId, codeKey, verifyCode: code, record }),
  };
}
