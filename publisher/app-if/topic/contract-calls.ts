import type { AreaContractCalls } from '../../every-operation.ts';
import { ID_RANGES } from '../../seed/areas.ts';

/** The demo's first topic with sub-columns, first tag, report set and time axis: each shows every field. */
export const topicContractCalls: AreaContractCalls = async (c) => {
  const first = ID_RANGES.topic;
  await c.app('getSubSpecialArticles', { columnId: 51, count: 5 }, { token: c.token });
  await c.app('getSubject', { columnId: 51 }, { token: c.token });
  await c.app('tagScreenArticles', { tagId: first.tagId.first, page: 0 }, { token: c.token });
  await c.app('personageReports', { id: first.reportSetId.first, page: 0 }, { token: c.token });
  await c.app('getTimeline', { id: first.timelineId.first }, { token: c.token });
};
