// The comments area: the public lists and counts (shared between readers for a few seconds), the member's own
// comments waiting for review, pictures, posting, deleting and reporting.
import { appIf, ignoreAnswer } from '../operation';
import {
  parseCommentCount,
  parseCommentList,
  parseCommentPage,
  parseCommentThread,
  parseDeleteOutcome,
  parsePosted,
  parseUploaded,
} from './parse';

const member = { userIdFields: ['userID'] } as const;

export const commentsOperations = {
  discussView: appIf('discussView', parseCommentPage, { cache: 'public' }),
  discussHot: appIf('discussHot', parseCommentList, { cache: 'public' }),
  discussReply: appIf('discussReply', parseCommentThread, { cache: 'public' }),
  discussCount: appIf('discussCount', parseCommentCount, { cache: 'public' }),
  myDiscuss: appIf('myDiscuss', parseCommentList, member),
  /**
   * A picture for a comment: multipart/form-data with `userID` and the picture in the part `file`, never encrypted.
   * Sent through XMLHttpRequest for its upload progress (client.ts `upload`).
   */
  discussUpload: appIf('discussUpload', parseUploaded, { method: 'POST', encrypt: false, ...member }),
  discuss: appIf('discuss', parsePosted, { method: 'POST', ...member }),
  delMyDiscuss: appIf('delMyDiscuss', parseDeleteOutcome, member),
  expose: appIf('expose', ignoreAnswer, { method: 'POST', ...member }),
};
