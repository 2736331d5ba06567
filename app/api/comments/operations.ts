// The comments area: the public lists and counts (shared between readers for a few seconds), the member's own
// comments waiting for review, pictures, posting, deleting, reporting and likes.
import { appIf, ignoreAnswer } from '../operation';
import {
  parseCommentCount,
  parseCommentList,
  parseCommentPage,
  parseCommentThread,
  parseDeleteOutcome,
  parseMyComments,
  parseLiked,
  parseMyLikes,
  parsePosted,
  parseUploaded,
} from './parse';

const member = { userIdFields: ['userID'] } as const;

export const commentsOperations = {
  discussView: appIf('discussView', parseCommentPage, { cache: 'public' }),
  discussHot: appIf('discussHot', parseCommentList, { cache: 'public' }),
  discussReply: appIf('discussReply', parseCommentThread, { cache: 'public' }),
  discussCount: appIf('discussCount', parseCommentCount, { cache: 'public' }),
  /** the latest as one member may read them (a private circle's post to its members): never shared */
  discussViewMember: appIf('discussViewMember', parseCommentPage, member),
  myDiscuss: appIf('myDiscuss', parseCommentList, member),
  /** the same read without rootID: every comment of the member's, for their page */
  'myDiscuss.member': appIf('myDiscuss', parseMyComments, member),
  /**
   * Spec §7's comment picture upload: multipart/form-data with `userID` and the picture in the part `file`, never
   * encrypted. The web's comment box sends its pictures through the upload service instead (the upload widget,
   * docs/uploads.md), whose ids discuss takes alike; described here so the contract holds the publisher to it.
   */
  discussUpload: appIf('discussUpload', parseUploaded, { method: 'POST', encrypt: false, ...member }),
  discuss: appIf('discuss', parsePosted, { method: 'POST', ...member }),
  delMyDiscuss: appIf('delMyDiscuss', parseDeleteOutcome, member),
  expose: appIf('expose', ignoreAnswer, { method: 'POST', ...member }),
  discussPraise: appIf('discussPraise', parseLiked, { method: 'POST', ...member }),
  myDiscussPraise: appIf('myDiscussPraise', parseMyLikes, member),
};
