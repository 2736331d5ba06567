import { leaderView, regionleaderView } from './leader-view.ts';

/** Leader pages: the leaders, and one leader with the reports of their activities. */
export const leaderOperations = [regionleaderView, leaderView];
