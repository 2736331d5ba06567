import type { AreaContractCalls } from '../../every-operation.ts';

export const paperContractCalls: AreaContractCalls = async (c) => {
  const { papers } = (await c.app('getPapers', {}, { token: c.token })) as { papers: { id: number }[] };
  const id = papers[0]!.id;
  const { dates } = (await c.app('getPaperDates', { id, start: 0, count: 60 }, { token: c.token })) as {
    dates: { date: string }[];
  };
  await c.app('getMaePaperDatesByDate', { id, date: dates[0]!.date }, { token: c.token });
  // the front page: its lead article carries a picture, so pic0 and the detail's images are filled in
  const { layouts } = (await c.app('getPaperLayouts', { id, date: '' }, { token: c.token })) as {
    layouts: { id: number; list: { fileId: number; title: string }[] }[];
  };
  await c.app('getLatestMaePaper', { id }, { token: c.token });
  const front = layouts[0]!;
  await c.app('getPaperArticles', { id: front.id }, { token: c.token });
  await c.app('getPaperArticle', { id: front.list[0]!.fileId }, { token: c.token });
  await c.app('searchAllPaper', { key: '青岚', id, date: dates[0]!.date }, { token: c.token });
};
