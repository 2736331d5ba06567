// The comments area: the public lists and counts (shared between readers for a few seconds), the member's own
// comments waiting for review, posting, deleting and reporting.
import { appIf, ignoreAnswer } from '../operation';
import {
  parseCommentCount,
  parseCommentList,
  parseCommentPage,
  parseCommentThread,
  parseDeleteOutcome,
  parsePosted,
} from './parse';

const member = { userIdFields: ['userID'] } as const;

export const commentsOperations = {
  discussView: appIf('discussView', parseCommentPage, { cache: 'public' }),
  discussHot: appIf('discussHot', parseCommentList, { cache: 'public' }),
  discussReply: appIf('discussReply', parseCommentThread, { cache: 'public' }),
  discussCount: appIf('discussCount', parseCommentCount, { cache: 'public' }),
  myDiscuss: appIf('myDiscuss', parseCommentList, member),
  discuss: appIf('discuss', parsePosted, { method: 'POST', ...member }),
  delMyDiscuss: appIf('delMyDiscuss', parseDeleteOutcome, member),
  expose: appIf('expose', ignoreAnswer, { method: 'POST', ...member }),
};
