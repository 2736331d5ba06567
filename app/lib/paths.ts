// Links inside the app, by what they open. Relative to the router's basename.
export const href = {
  home: () => '/home.html',
  /** the login page; with `back`, a page of this site (login checks it) the reader returns to afterwards */
  login: (back?: string) => (back ? `/login.html?redirect=${encodeURIComponent(back)}` : '/login.html'),
  search: () => '/search.html',
  /** stores the reader's language, theme or text size and comes back (the footer's and 设置's forms) */
  settings: () => '/settings',
  newsDetail: (columnId: number, id: number) => `/newsDetail/${columnId}/${id}.html`,
  activityDetail: (id: number) => `/activityDetail/${id}.html`,
  activityApply: (id: number) => `/activityApply/${id}.html`,
  /** without the entry: the member's entry for the activity, whichever it is */
  registrationDetail: (fileId: number, entryId?: number) =>
    entryId ? `/registrationDetail/${fileId}/${entryId}.html` : `/registrationDetail/${fileId}.html`,
  /** the member's own sign-ups */
  myActivities: () => '/signupdetail.html',
  writeOff: (activityId: number, code: string) => `/writeOff/${activityId}/${code}.html`,
  /** messenger sign-in (获取会员信息), coming back to `redirect` */
  memberInfo: (redirect?: string) =>
    redirect ? `/getUserInfo.html?redirect=${encodeURIComponent(redirect)}` : '/getUserInfo.html',
  xyDetail: (id: number) => `/xyDetail/${id}.html`,
  xyListShare: () => '/xyListShare.html',
  xyRules: () => '/xyRules.html',
  reporter: (id: number) => `/reporter/${id}.html`,
  dynamicDetail: (id: number) => `/dynamicDetail/${id}.html`,
  figureDetail: (id: number) => `/figureDetail/${id}.html`,
  leaderList: () => '/LeaderViewList.html',
  subscriptionList: (categoryId?: number) =>
    categoryId ? `/subscriptionList/${categoryId}.html` : '/subscriptionList.html',
  userDetail: (uid: number) => `/userDetail/${uid}.html`,
  /** `id` the live topic id (a list item's linkID); `fileId` its list article */
  liveDetail: (fileId: number, id: number) => `/liveDetail/${fileId}/${id}.html`,
  moreLive: () => '/moreLive.html',
  /** a home module's own page (its "more"), 20 a page; without an id, the list of home's modules */
  moreModules: (id?: number, page = 0) =>
    id ? `/moreModules.html?id=${id}${page ? `&page=${page}` : ''}` : '/moreModules.html',
  /** a picture module's (type 11) own page */
  moreImage: (id: number, page = 0) => `/moreImage/${id}.html${page ? `?page=${page}` : ''}`,
  /** the app's download page (spec §2), where share mode sends a reader who wants the app */
  downloadClient: () => '/downloadClient.html',
  aboutUs: () => '/aboutUs.html',
  tagList: (tagId: number) => `/tagList/${tagId}.html`,
};
