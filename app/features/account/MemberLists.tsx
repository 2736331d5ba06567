// What the member's page lists of theirs, read after hydration: 我的课程, 我的提问, 我的问政, 我的报料, 我的投稿 and 我的圈子 with
// their posts. One chunk, loaded with the member's part of the page, never in login's first load.
import { MyCircles } from './MyCircles';
import { MyCourses } from './MyCourses';
import { MyInquiries } from './MyInquiries';
import { MyQuestions } from './MyQuestions';
import { MySubmissions, MyTipoffs } from './MyReaderItems';

export default function MemberLists() {
  return (
    <>
      <MyCourses />
      <MyQuestions />
      <MyInquiries />
      <MyTipoffs />
      <MySubmissions />
      <MyCircles />
    </>
  );
}
