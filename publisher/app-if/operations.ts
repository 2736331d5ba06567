import type { Operation } from '../context.ts';
import { accountOperations } from './account/operations.ts';
import { activityOperations } from './activity/operations.ts';
import { articleOperations } from './article/operations.ts';
import { columnsOperations } from './columns/operations.ts';
import { listsOperations } from './lists/operations.ts';
import { searchOperations } from './search/operations.ts';
import { liveOperations } from './live/operations.ts';
import { sessionOperations } from './session/operations.ts';
import { subscriptionOperations } from './subscription/operations.ts';
import { reporterOperations } from './reporter/operations.ts';
import { leaderOperations } from './leader/operations.ts';
import { interactionOperations } from './interaction/operations.ts';
import { pointsOperations } from './points/operations.ts';
import { inviteOperations } from './invite/operations.ts';
import { topicOperations } from './topic/operations.ts';
import { commentsOperations } from './comments/operations.ts';
import { voteOperations } from './vote/operations.ts';
import { uploadsOperations } from '../uploads/operations.ts';
import { paperOperations } from './paper/operations.ts';
import { shortVideoOperations } from './shortVideo/operations.ts';
import { shopOperations } from './shop/operations.ts';
import { studyOperations } from './study/operations.ts';
import { circleOperations } from './circle/operations.ts';
import { adsOperations } from './ads/operations.ts';
import { askOperations } from './ask/operations.ts';
import { qaOperations } from './qa/operations.ts';
import { tipoffOperations } from './tipoff/operations.ts';
import { submissionOperations } from './submission/operations.ts';

/**
 * Every operation the publisher serves, app_if and SSO alike, by area (docs/publisher-interface.md). Each area's
 * folder holds its operations, store and wire shaping; the front end's twin is `app/api/<area>/`, whose wire
 * fixtures the contract test holds these answers to. A new area is one line here.
 */
export const OPERATIONS_BY_AREA: Record<string, Operation[]> = {
  session: sessionOperations,
  columns: columnsOperations,
  lists: listsOperations,
  article: articleOperations,
  account: accountOperations,
  subscription: subscriptionOperations,
  reporter: reporterOperations,
  leader: leaderOperations,
  activity: activityOperations,
  search: searchOperations,
  live: liveOperations,
  interaction: interactionOperations,
  points: pointsOperations,
  invite: inviteOperations,
  topic: topicOperations,
  comments: commentsOperations,
  vote: voteOperations,
  uploads: uploadsOperations,
  paper: paperOperations,
  shortVideo: shortVideoOperations,
  shop: shopOperations,
  study: studyOperations,
  circle: circleOperations,
  ads: adsOperations,
  ask: askOperations,
  qa: qaOperations,
  tipoff: tipoffOperations,
  submission: submissionOperations,
};

export const OPERATIONS: Operation[] = Object.values(OPERATIONS_BY_AREA).flat();
