// Circles (圈子, docs/circle.md): the circle list and a circle, its posts by newest or hottest, a post, a notice;
// joining and leaving, posting, liking, reporting and deleting; the member's own circles and posts; a keeper's
// controls.
import { appIf } from '../operation';
import {
  parseCircleDetail,
  parseCircles,
  parseDone,
  parseLiked,
  parseMadePost,
  parseMemberCircles,
  parseMyCircles,
  parseNotice,
  parsePostDetail,
  parsePostPage,
  parseStanding,
} from './parse';
import { parseDecision, parseJoinRequests, parseNewNotice, parsePinned } from './parseKeeper';

const member = { userIdFields: ['userID'] } as const;
/** the same for every visitor; a reader's own standing, likes and held posts (userID) are never shared */
const anonymous = (params: Record<string, unknown>) => params.userID === undefined;

export const circleOperations = {
  circleList: appIf('circleList', parseCircles, { cache: 'public' }),
  circleDetail: appIf('circleDetail', parseCircleDetail, { ...member, cache: anonymous, lookup: true }),
  circlePostList: appIf('circlePostList', parsePostPage, { ...member, cache: anonymous }),
  circlePostDetail: appIf('circlePostDetail', parsePostDetail, { ...member, cache: anonymous, lookup: true }),
  circleNoticeDetail: appIf('circleNoticeDetail', parseNotice, { cache: 'public', lookup: true }),
  circleJoin: appIf('circleJoin', parseStanding, { ...member, method: 'POST' }),
  circleQuit: appIf('circleQuit', parseStanding, { ...member, method: 'POST' }),
  circlePost: appIf('circlePost', parseMadePost, { ...member, method: 'POST' }),
  circlePostPraise: appIf('circlePostPraise', parseLiked, { ...member, method: 'POST' }),
  circlePostExpose: appIf('circlePostExpose', parseDone, { ...member, method: 'POST' }),
  circlePostDelete: appIf('circlePostDelete', parseDone, { ...member, method: 'POST' }),
  myCircles: appIf('myCircles', parseMyCircles, member),
  myCirclePosts: appIf('myCirclePosts', parsePostPage, member),
  circleMemberView: appIf('circleMemberView', parseMemberCircles, { cache: 'public' }),
  // a keeper's own controls: the publisher checks that the member keeps that circle
  circleKeeperRequests: appIf('circleKeeperRequests', parseJoinRequests, member),
  circleKeeperDecide: appIf('circleKeeperDecide', parseDecision, { ...member, method: 'POST' }),
  circleKeeperPin: appIf('circleKeeperPin', parsePinned, { ...member, method: 'POST' }),
  circleKeeperRemove: appIf('circleKeeperRemove', parseDone, { ...member, method: 'POST' }),
  circleKeeperNotice: appIf('circleKeeperNotice', parseNewNotice, { ...member, method: 'POST' }),
};
