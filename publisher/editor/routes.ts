import { activityRoutes } from './activities.ts';
import { adRoutes } from './ads.ts';
import { askRoutes } from './ask.ts';
import { qaListRoutes } from './qa-lists.ts';
import { qaRoutes } from './qa.ts';
import { articleRoutes } from './articles.ts';
import { circleRoutes } from './circles.ts';
import { commentRoutes } from './comments.ts';
import { liveRoutes } from './lives.ts';
import { moderationRoutes } from './moderation.ts';
import type { EditorRoute } from './route.ts';
import { shopRoutes } from './shop.ts';
import { studyRoutes } from './study.ts';
import { tipoffRoutes } from './tipoffs.ts';
import { callRoutes } from './calls.ts';
import { voteRoutes } from './votes.ts';

/**
 * Every route of the editor API, by area; an area adds its routes in `publisher/editor/<area>.ts` and one line
 * here (comments, lives, activities…).
 */
export const EDITOR_ROUTES: EditorRoute[] = [
  ...liveRoutes,
  ...articleRoutes,
  ...commentRoutes,
  ...moderationRoutes,
  ...activityRoutes,
  ...voteRoutes,
  ...shopRoutes,
  ...studyRoutes,
  ...circleRoutes,
  ...adRoutes,
  ...askRoutes,
  ...qaRoutes,
  ...qaListRoutes,
  ...tipoffRoutes,
  ...callRoutes,
];
