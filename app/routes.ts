import { type RouteConfig, route } from '@react-router/dev/routes';

// Every path of spec §2, one line each, in the spec's order. Paths are relative to the base path
// (react-router.config.ts). Later issues add their lines here; unknown paths go home (last line).
export default [
  route('home.html', 'routes/home.tsx', { id: 'home' }),
  route('index.html', 'routes/home.tsx', { id: 'index' }),
  route('login.html', 'routes/login.tsx'),
  route('search.html', 'routes/search.tsx'),
  route('newsDetail/:columnId?/:id?.html', 'routes/newsDetail.tsx'),
  route('imageDetail/:columnId?/:id?.html', 'routes/imageDetail.tsx'),
  route('videoDetail/:columnId?/:id?.html', 'routes/videoDetail.tsx'),
  // the spec's liveDetail/:linkID?/:id.html; the last segment (the live topic id) is named for what it holds
  route('liveDetail/:linkID?/:liveId.html', 'routes/liveDetail.tsx'),
  route('activityDetail/:activityId?.html', 'routes/activityDetail.tsx'),
  route('activityApply/:linkID?/:activityId?.html', 'routes/activityApply.tsx'),
  route('registrationDetail/:fileId?/:entryID?.html', 'routes/registrationDetail.tsx'),
  // the spec's activityVote/:linkID?/:id?.html; the last segment is the vote
  route('activityVote/:linkID?/:voteId?.html', 'routes/activityVote.tsx'),
  route('voteItemDetail/:id?/:voteId?/:optionId?.html', 'routes/voteItemDetail.tsx'),
  // the spec's activityVoteWeb/:linkID?/:id?.html, read as activityVote
  route('activityVoteWeb/:linkID?/:voteId?.html', 'routes/activityVoteWeb.tsx'),
  route('signupdetail.html', 'routes/signupdetail.tsx'),
  route('writeOff/:activityID?/:registCode?/:shopSite?.html', 'routes/writeOff.tsx'),
  route('moreModules.html', 'routes/moreModules.tsx'),
  route('moreLive.html', 'routes/moreLive.tsx'),
  route('moreImage/:id?.html', 'routes/moreImage.tsx'),
  route('specDetail/:linkID?/:id?.html', 'routes/specDetail.tsx'),
  route('specMore/:columnId?.html', 'routes/specMore.tsx'),
  route('invite.html', 'routes/invite.tsx'),
  route('shareinvite.html', 'routes/shareinvite.tsx'),
  route('aboutUs.html', 'routes/aboutUs.tsx'),
  route('commentAll/:id?/:source.html', 'routes/commentAll.tsx'),
  route('replyAll/:id.html', 'routes/replyAll.tsx'),
  route('xyDetail/:id?.html', 'routes/xyDetail.tsx'),
  route('xyListShare.html', 'routes/xyListShare.tsx'),
  route('xyRules.html', 'routes/xyRules.tsx'),
  route('reporter/:id?.html', 'routes/reporter.tsx'),
  route('dynamicDetail/:id?.html', 'routes/dynamicDetail.tsx'),
  route('topicDetail/:id?.html', 'routes/topicDetail.tsx'),
  route('askDetail/:id?.html', 'routes/askDetail.tsx'),
  route('qaDetail/:id?.html', 'routes/qaDetail.tsx'),
  // the form, 我要问政, with the departments' ranking (the router reads the optional id's page as qaDetail/.html)
  route('qaDetail.html', 'routes/qaForm.tsx'),
  route('newQaDetail/:id?.html', 'routes/newQaDetail.tsx'),
  route('downloadClient.html', 'routes/downloadClient.tsx'),
  route('figureDetail/:id?.html', 'routes/figureDetail.tsx'),
  route('LeaderViewList.html', 'routes/LeaderViewList.tsx'),
  route('mvodShare/:id.html', 'routes/mvodShare.tsx'),
  route('minVideoDetail/:id.html', 'routes/minVideoDetail.tsx'),
  route('integralShop.html', 'routes/integralShop.tsx'),
  route('previewPDF.html', 'routes/previewPDF.tsx'),
  route('linkDetail/:id.html', 'routes/linkDetail.tsx'),
  route('onlineStudy/:id.html', 'routes/onlineStudy.tsx'),
  route('tipoffDetail/:id?.html', 'routes/tipoffDetail.tsx'),
  // the form, 我要报料 (the router reads the optional id's page as tipoffDetail/.html)
  route('tipoffDetail.html', 'routes/tipoffForm.tsx'),
  // the spec's seekArticleDetail/:linkID?/:id?.html; the last segment is the call
  route('seekArticleDetail/:linkID?/:id?.html', 'routes/seekArticleDetail.tsx'),
  // the calls (the router reads the optional segments' page as seekArticleDetail/.html)
  route('seekArticleDetail.html', 'routes/seekArticleDetail.tsx', { id: 'seekArticleList' }),
  route('inputArticleDetail/:id?.html', 'routes/inputArticleDetail.tsx'),
  // the member's submissions
  route('inputArticleDetail.html', 'routes/inputArticleDetail.tsx', { id: 'myInputArticles' }),
  route('personageReports/:id?.html', 'routes/personageReports.tsx'),
  route('columnDetail/:columnId?/:id?.html', 'routes/columnDetail.tsx'),
  route('productDetail.html', 'routes/productDetail.tsx'),
  route('noticeDetail.html', 'routes/noticeDetail.tsx'),
  route('circleDetail/:id?.html', 'routes/circleDetail.tsx'),
  route('friendsCircleDetail/:id?.html', 'routes/friendsCircleDetail.tsx'),
  route('postDetail/:id?.html', 'routes/postDetail.tsx'),
  route('tagList/:tagId?.html', 'routes/tagList.tsx'),
  route('subscriptionList/:id?.html', 'routes/subscriptionList.tsx'),
  // the same page without a category (the router reads the optional id's page as subscriptionList/.html)
  route('subscriptionList.html', 'routes/subscriptionList.tsx', { id: 'subscriptionListAll' }),
  route('userDetail/:id?.html', 'routes/userDetail.tsx'),
  route('invitedToDownload/:id?/:code?.html', 'routes/invitedToDownload.tsx'),
  route('columnShare/:parentId?/:id?.html', 'routes/columnShare.tsx'),
  route('getUserInfo.html', 'routes/getUserInfo.tsx'),
  route('paperSharePage/:time?/:paperId?/:layout?.html', 'routes/paperSharePage.tsx'),
  // the latest issue (the router reads the optional segments' page as paperSharePage/.html)
  route('paperSharePage.html', 'routes/paperSharePage.tsx', { id: 'paperSharePageLatest' }),
  route('timeline/:id?.html', 'routes/timeline.tsx'),
  // not a page: the language, theme and text-size forms without JavaScript store the choice and go back
  route('settings', 'routes/settings.ts'),
  route('*', 'routes/unknown.tsx'),
] satisfies RouteConfig;
