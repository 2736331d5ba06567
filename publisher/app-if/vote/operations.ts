import { saveVoteUserInfo, voteResult } from './member.ts';
import { getVoteInfo, getVoteOption, getVoteOptions, getVoteOptionsByName } from './read.ts';
import { recordVoteCountAndLog } from './record.ts';

/** Vote activities: the vote info, its options (paged, one, by name), the member's standing, the user info, a vote. */
export const voteOperations = [
  getVoteInfo,
  getVoteOptions,
  getVoteOption,
  getVoteOptionsByName,
  voteResult,
  saveVoteUserInfo,
  recordVoteCountAndLog,
];
