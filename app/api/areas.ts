// The client's areas, one line each: what each speaks (operations) and the client built on the core (api).
//
// To add an operation, work in its area's folder, app/api/<area>/: declare it in operations.ts (name, parser,
// and only where they differ from the defaults: method, service, time-out, encryption, user-id fields, and the
// cache rule, which says whether the server may share an anonymous answer; absent, it never does), give the
// area's client (client.ts) a method that calls it, and save the publisher's answer as fixtures/<name>.json:
// the area's parser test reads it, and so does the publisher's contract test. Nothing outside the folder
// changes. A new area is one more line here, and one in platform/publisher.client.ts if the browser uses it.
import { accountOperations } from './account/operations';
import { createAccountApi } from './account/client';
import { activityOperations } from './activity/operations';
import { createActivityApi } from './activity/client';
import { articleOperations } from './article/operations';
import { createArticleApi } from './article/client';
import { columnsOperations } from './columns/operations';
import { createColumnsApi } from './columns/client';
import { listsOperations } from './lists/operations';
import { createListsApi } from './lists/client';
import { searchOperations } from './search/operations';
import { createSearchApi } from './search/client';
import { liveOperations } from './live/operations';
import { createLiveApi } from './live/client';
import { sessionOperations } from './session/operations';
import { createSessionApi } from './session/client';
import { subscriptionOperations } from './subscription/operations';
import { createSubscriptionApi } from './subscription/client';
import { reporterOperations } from './reporter/operations';
import { createReporterApi } from './reporter/client';
import { leaderOperations } from './leader/operations';
import { createLeaderApi } from './leader/client';
import { interactionOperations } from './interaction/operations';
import { createInteractionApi } from './interaction/client';
import { pointsOperations } from './points/operations';
import { createPointsApi } from './points/client';
import { inviteOperations } from './invite/operations';
import { createInviteApi } from './invite/client';
import { topicOperations } from './topic/operations';
import { createTopicApi } from './topic/client';
import { commentsOperations } from './comments/operations';
import { createCommentsApi } from './comments/client';
import { voteOperations } from './vote/operations';
import { createVoteApi } from './vote/client';
import { uploadsOperations } from './uploads/operations';
import { createUploadsApi } from './uploads/client';
import { paperOperations } from './paper/operations';
import { createPaperApi } from './paper/client';
import { shortVideoOperations } from './shortVideo/operations';
import { createShortVideoApi } from './shortVideo/client';
import { shopOperations } from './shop/operations';
import { createShopApi } from './shop/client';
import { studyOperations } from './study/operations';
import { createStudyApi } from './study/client';
import { circleOperations } from './circle/operations';
import { createCircleApi } from './circle/client';
import { adsOperations } from './ads/operations';
import { createAdsApi } from './ads/client';
import { askOperations } from './ask/operations';
import { createAskApi } from './ask/client';
import { qaOperations } from './qa/operations';
import { createQaApi } from './qa/client';
import { tipoffOperations } from './tipoff/operations';
import { createTipoffApi } from './tipoff/client';
import { submissionOperations } from './submission/operations';
import { createSubmissionApi } from './submission/client';

export const areas = {
  session: { operations: sessionOperations, api: createSessionApi },
  columns: { operations: columnsOperations, api: createColumnsApi },
  lists: { operations: listsOperations, api: createListsApi },
  article: { operations: articleOperations, api: createArticleApi },
  account: { operations: accountOperations, api: createAccountApi },
  subscription: { operations: subscriptionOperations, api: createSubscriptionApi },
  reporter: { operations: reporterOperations, api: createReporterApi },
  leader: { operations: leaderOperations, api: createLeaderApi },
  activity: { operations: activityOperations, api: createActivityApi },
  search: { operations: searchOperations, api: createSearchApi },
  live: { operations: liveOperations, api: createLiveApi },
  interaction: { operations: interactionOperations, api: createInteractionApi },
  points: { operations: pointsOperations, api: createPointsApi },
  invite: { operations: inviteOperations, api: createInviteApi },
  topic: { operations: topicOperations, api: createTopicApi },
  comments: { operations: commentsOperations, api: createCommentsApi },
  vote: { operations: voteOperations, api: createVoteApi },
  uploads: { operations: uploadsOperations, api: createUploadsApi },
  paper: { operations: paperOperations, api: createPaperApi },
  shortVideo: { operations: shortVideoOperations, api: createShortVideoApi },
  shop: { operations: shopOperations, api: createShopApi },
  study: { operations: studyOperations, api: createStudyApi },
  circle: { operations: circleOperations, api: createCircleApi },
  ads: { operations: adsOperations, api: createAdsApi },
  ask: { operations: askOperations, api: createAskApi },
  qa: { operations: qaOperations, api: createQaApi },
  tipoff: { operations: tipoffOperations, api: createTipoffApi },
  submission: { operations: submissionOperations, api: createSubmissionApi },
};

export type Areas = typeof areas;
export type AreaName = keyof Areas;
