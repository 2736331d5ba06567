// What the member's page lists of theirs, read after hydration, each a MyList: 我的收藏, 我的评论, 我的活动, 我的积分,
// 阅读历史 (this browser's), 我的课程, 我的提问, 我的问政, 我的报料, 我的投稿 and 我的圈子 with their posts. One chunk,
// loaded with the member's part of the page, never in login's first load.
import { MyActivities } from './MyActivities';
import { MyCircles } from './MyCircles';
import { MyComments } from './MyComments';
import { MyCourses } from './MyCourses';
import { MyFavourites } from './MyFavourites';
import { MyInquiries } from './MyInquiries';
import { MyPoints } from './MyPoints';
import { MyQuestions } from './MyQuestions';
import { MyReadingHistory } from './MyReadingHistory';
import { MySubmissions, MyTipoffs } from './MyReaderItems';

export default function MemberLists() {
  return (
    <>
      <MyFavourites />
      <MyComments />
      <MyActivities />
      <MyPoints />
      <MyReadingHistory />
      <MyCourses />
      <MyQuestions />
      <MyInquiries />
      <MyTipoffs />
      <MySubmissions />
      <MyCircles />
    </>
  );
}
