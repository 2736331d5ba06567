// Links to the printed paper and short videos, apart from paths.ts: that table is in nearly every page's first
// load, and these are needed by a few pages only (and by the server, which makes most of them).
export const paperHref = {
  /** a day's page of the printed paper (`date` yyyyMMdd, `number` its 版次); without it, the latest issue */
  page: (page?: { date: string; paperId: number; number: string }) =>
    page ? `/paperSharePage/${page.date}/${page.paperId}/${page.number}.html` : '/paperSharePage.html',
  /** a printed article, read as an article (docs/paper.md: the news detail with the paper flag) */
  article: (paperId: number, id: number) => `/newsDetail/${paperId}/${id}.html?paper=1`,
};

export const shortVideoHref = {
  /** the vertical player, swiping through the video's category */
  detail: (id: number) => `/minVideoDetail/${id}.html`,
  /** the share landing of one video */
  share: (id: number) => `/mvodShare/${id}.html`,
};
