// The vote area: the vote info, its options (a page, one, by name), the member's standing, the user-info box and
// the vote itself (spec §7 "Vote", recordVoteCountAndLog).
import { appIf, ignoreAnswer } from '../operation';
import {
  parseVote,
  parseVoteCast,
  parseVoteOption,
  parseVoteOptionPage,
  parseVoteOptions,
  parseVoteStanding,
} from './parse';

export const voteOperations = {
  getVoteInfo: appIf('getVoteInfo', parseVote, { cache: 'public', lookup: true }),
  getVoteOptions: appIf('getVoteOptions', parseVoteOptionPage, { cache: 'public' }),
  getVoteOption: appIf('getVoteOption', parseVoteOption, { cache: 'public', lookup: true }),
  getVoteOptionsByName: appIf('getVoteOptionsByName', parseVoteOptions, { cache: 'public' }),
  voteResult: appIf('voteResult', parseVoteStanding, { method: 'POST' }),
  saveVoteUserInfo: appIf('saveVoteUserInfo', ignoreAnswer, { method: 'POST' }),
  // spec §7: the record has its own cipher (SM4, sealVoteRecord), so no SM2 envelope around it
  recordVoteCountAndLog: appIf('recordVoteCountAndLog', parseVoteCast, { method: 'POST', encrypt: false }),
};
