import { circlePost } from './create.ts';
import { circlePostDelete } from './delete.ts';
import { circleDetail } from './detail.ts';
import { circlePostExpose } from './expose.ts';
import { circleJoin, circleQuit } from './join.ts';
import { keeperOperations } from './keeper.ts';
import { circleMemberView } from './member-circles.ts';
import { circleList } from './list.ts';
import { myCirclePosts, myCircles } from './mine.ts';
import { circleNoticeDetail } from './notice.ts';
import { circlePostDetail } from './post-detail.ts';
import { circlePostList } from './posts.ts';
import { circlePostPraise } from './praise.ts';

/** Circles (圈子, docs/circle.md): readers' communities, their posts and notices, joining, posting, liking, reporting;
 * the keepers' own controls. */
export const circleOperations = [
  circleList,
  circleDetail,
  circlePostList,
  circlePostDetail,
  circleNoticeDetail,
  circleJoin,
  circleQuit,
  circlePost,
  circlePostPraise,
  circlePostExpose,
  circlePostDelete,
  myCircles,
  myCirclePosts,
  circleMemberView,
  ...keeperOperations,
];
