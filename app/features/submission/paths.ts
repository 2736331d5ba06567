// Where calls and submissions live (routes.ts): seekArticleDetail.html the calls, seekArticleDetail/<id>.html a
// call; inputArticleDetail.html the member's submissions, inputArticleDetail/<id>.html one of them.
export const submissionPaths = {
  calls: () => '/seekArticleDetail.html',
  call: (id: number) => `/seekArticleDetail/${id}.html`,
  mine: () => '/inputArticleDetail.html',
  submission: (id: number) => `/inputArticleDetail/${id}.html`,
};
